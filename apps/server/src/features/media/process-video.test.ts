import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { parseProbe, parseVideoDate, runTool } from './ffmpeg.js';
import { processPendingMedia } from './media.worker.js';
import {
  createPost,
  fixturePath,
  mediaRow,
  probeFile,
  queueMedia,
  readStored,
  webpChunks,
  type TestPost,
} from './media.test-support.js';
import { NO_FFMPEG_NOTE } from './process-video.js';

let t: TestApp;
let post: TestPost;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp();
  post = await createPost(t);
  scratch = await mkdtemp(path.join(tmpdir(), 'hatira-video-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

/** A stored copy as a file, for ffprobe. */
async function storedFile(key: string | null, name: string): Promise<string> {
  const file = path.join(scratch, name);
  await writeFile(file, (await readStored(t, key))!);
  return file;
}

/** md5 of the video packets as stored: equal before and after only when nothing was re-encoded. */
async function videoPacketsMd5(file: string): Promise<string> {
  const { stdout } = await runTool(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-map', '0:v:0', '-c', 'copy', '-f', 'md5', '-'],
    { timeoutMs: 30_000, captureStdout: true },
  );
  return stdout.toString().trim();
}

const allTags = (probe: Awaited<ReturnType<typeof probeFile>>) => ({
  ...probe.format.tags,
  ...Object.assign({}, ...probe.streams.map((s) => s.tags ?? {})),
});

async function expectPoster(row: Awaited<ReturnType<typeof mediaRow>>, width: number, height: number) {
  const poster = (await readStored(t, row.posterKey))!;
  const thumb = (await readStored(t, row.thumbKey))!;
  expect(await sharp(poster).metadata()).toMatchObject({ format: 'webp', width, height });
  const thumbMeta = await sharp(thumb).metadata();
  expect(thumbMeta.format).toBe('webp');
  expect(Math.max(thumbMeta.width, thumbMeta.height)).toBe(400);
  for (const copy of [poster, thumb]) expect(webpChunks(copy).includes('EXIF')).toBe(false);
  // a real frame, not a black or empty picture
  const { channels } = await sharp(poster).stats();
  expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(20);
}

describe('videos', () => {
  it('remuxes an H.264/AAC MP4 without re-encoding: poster, thumbnail, no location', async () => {
    const item = await queueMedia(t, post, { fixture: 'clip.mp4' });
    expect(allTags(await probeFile(fixturePath('clip.mp4')))['location']).toBe('+41.0082+028.9784/');

    expect(await processPendingMedia(t)).toBe(1);
    const row = await mediaRow(t, item.id);
    expect(row).toMatchObject({ status: 'ready', width: 640, height: 360, note: null, previewKey: null });
    expect(row.duration).toBeCloseTo(2, 1);
    expect(row.takenAt?.toISOString()).toBe('2026-06-14T18:45:00.000Z');
    expect(row.playbackKey).toBe(`media/${post.albumId}/${item.id}/playback`);
    await expectPoster(row, 640, 360);

    const playback = await storedFile(row.playbackKey, 'clip-playback.mp4');
    const probe = await probeFile(playback);
    expect(probe.format.format_name).toContain('mp4');
    expect(probe.streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
    expect(Number(probe.format.duration)).toBeCloseTo(2, 1);
    expect(Object.keys(allTags(probe)).filter((tag) => /location|creation_time|date/i.test(tag))).toEqual([]);
    expect((await readFile(playback)).includes('+41.0082')).toBe(false);
    expect(await videoPacketsMd5(playback)).toBe(await videoPacketsMd5(fixturePath('clip.mp4')));
    // the index (moov) comes before the data (mdat): playback starts before the download ends
    const bytes = await readFile(playback);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
  });

  it("transcodes an iPhone's HEVC .mov into H.264/AAC MP4 without location", async () => {
    const item = await queueMedia(t, post, { fixture: 'iphone.mov' });
    expect((await readFile(fixturePath('iphone.mov'))).includes('+41.0082')).toBe(true);

    await processPendingMedia(t);
    const row = await mediaRow(t, item.id);
    expect(row).toMatchObject({ status: 'ready', width: 640, height: 360, note: null });
    expect(row.duration).toBeCloseTo(2, 1);
    expect(row.takenAt?.toISOString()).toBe('2026-06-14T19:15:00.000Z');
    await expectPoster(row, 640, 360);

    const playback = await storedFile(row.playbackKey, 'iphone-playback.mp4');
    const probe = await probeFile(playback);
    expect(probe.format.format_name).toContain('mp4');
    expect(probe.streams.map((s) => [s.codec_name, s.pix_fmt ?? null])).toEqual([
      ['h264', 'yuv420p'],
      ['aac', null],
    ]);
    expect(Number(probe.format.duration)).toBeCloseTo(2, 1);
    expect(Object.keys(allTags(probe)).filter((tag) => /location|creation_time|date/i.test(tag))).toEqual([]);
    expect((await readFile(playback)).includes('+41.0082')).toBe(false);
  });

  it('turns a portrait HDR (HLG, 10-bit HEVC) phone video upright and into 8-bit BT.709', async () => {
    const landscape = path.join(scratch, 'hdr.mov');
    const portrait = path.join(scratch, 'hdr-portrait.mov');
    const quiet = ['-v', 'error', '-y'];
    await runTool(
      'ffmpeg',
      [
        ...[...quiet, '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30:duration=1'],
        ...[
          '-c:v',
          'libx265',
          '-x265-params',
          'log-level=error',
          '-pix_fmt',
          'yuv420p10le',
          '-tag:v',
          'hvc1',
        ],
        ...['-color_primaries', 'bt2020', '-color_trc', 'arib-std-b67', '-colorspace', 'bt2020nc', landscape],
      ],
      { timeoutMs: 60_000 },
    );
    // stored sideways with a display matrix, as phones record portrait video
    await runTool(
      'ffmpeg',
      [...quiet, '-i', landscape, '-c', 'copy', '-metadata:s:v', 'rotate=90', portrait],
      {
        timeoutMs: 30_000,
      },
    );
    const item = await queueMedia(t, post, { bytes: await readFile(portrait), mime: 'video/quicktime' });

    await processPendingMedia(t);
    const row = await mediaRow(t, item.id);
    expect(row).toMatchObject({ status: 'ready', width: 360, height: 640 });
    await expectPoster(row, 360, 640);
    const playback = await storedFile(row.playbackKey, 'hdr-playback.mp4');
    const { stdout } = await runTool(
      'ffprobe',
      ['-v', 'error', '-select_streams', 'v:0', '-show_streams', '-print_format', 'json', playback],
      { timeoutMs: 30_000, captureStdout: true },
    );
    const [video] = (JSON.parse(stdout.toString()) as { streams: Record<string, unknown>[] }).streams;
    expect(video).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: 360, height: 640 });
    expect(video!['color_transfer']).toBe('bt709');
    expect(video!['side_data_list']).toBeUndefined();
  });

  it('fails a file that is no video, with the reason in the note', async () => {
    const item = await queueMedia(t, post, { bytes: Buffer.alloc(4096, 7), mime: 'video/mp4' });
    await processPendingMedia(t, { retryDelayMs: 0 });
    const row = await mediaRow(t, item.id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      playbackKey: null,
      posterKey: null,
      noteCode: 'VIDEO_PROCESSING_FAILED',
    });
    expect(row.note).toMatch(/^The video could not be processed: .*invalid data/i);
  });
});

describe('without ffmpeg', () => {
  it('marks the video ready with the original served as uploaded, and tells the owner why', async () => {
    const noFfmpeg = await createTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    try {
      const item = await queueMedia(noFfmpeg, await createPost(noFfmpeg), { fixture: 'iphone.mov' });
      await processPendingMedia(noFfmpeg);
      const row = await mediaRow(noFfmpeg, item.id);
      expect(row).toMatchObject({
        status: 'ready',
        note: NO_FFMPEG_NOTE,
        noteCode: 'FFMPEG_MISSING',
        posterKey: null,
        thumbKey: null,
        playbackKey: null,
        attempts: 1,
      });
      expect(NO_FFMPEG_NOTE).toBe(
        'ffmpeg is not installed: the original video is served as uploaded and a neutral poster is shown',
      );
      expect(await readStored(noFfmpeg, row.originalKey)).not.toBeNull();
    } finally {
      await noFfmpeg.close();
    }
  });
});

describe('ffprobe reading', () => {
  it('reports the displayed size of a portrait phone video (rotation side data)', () => {
    const probe = parseProbe({
      streams: [
        {
          codec_type: 'video',
          codec_name: 'hevc',
          width: 1920,
          height: 1080,
          pix_fmt: 'yuv420p10le',
          color_transfer: 'arib-std-b67',
          side_data_list: [{ rotation: -90 }],
        },
        { codec_type: 'audio', codec_name: 'aac' },
      ],
      format: { duration: '3.5', tags: { 'com.apple.quicktime.creationdate': '2026-06-14T22:15:00+0300' } },
    });
    expect(probe).toMatchObject({ width: 1080, height: 1920, duration: 3.5, colorTransfer: 'arib-std-b67' });
    expect(probe.takenAt?.toISOString()).toBe('2026-06-14T19:15:00.000Z');
    expect(parseVideoDate('1904-01-01T00:00:00.000000Z')).toBeNull();
  });
});
