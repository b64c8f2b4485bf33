// Videos: duration, size as displayed, the time recorded, a poster (WebP at preview size) and its
// thumbnail, and a playback copy every browser plays — H.264/AAC in MP4 with the index up front.
// An H.264 original is only remuxed (seconds, no quality loss); anything else (the HEVC .mov of an
// iPhone) is transcoded. Either way only the first video and audio tracks go into the copy, with
// no metadata and no chapters: location tags, and Apple's timed location tracks, stay behind.
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_VIDEO_PIXELS, PREVIEW_EDGE } from '@hatira/shared/limits';
import type { Config } from '../../config.js';
import type { Storage } from '../../lib/storage/storage.js';
import {
  hasFfmpegFilter,
  isToolAvailable,
  lastStderrLine,
  probeVideo,
  runTool,
  ToolError,
  type VideoProbe,
} from './ffmpeg.js';
import { MediaJobError, outputKey, type MediaJob, type MediaOutputs } from './media-job.js';
import { makePhotoCopies } from './process-photo.js';

export const NO_FFMPEG_NOTE =
  'ffmpeg is not installed: the original video is served as uploaded and a neutral poster is shown';

/** The playback copy fits in this box: 4K phone video is needlessly heavy for a gallery. */
const PLAYBACK_EDGE = 1920;
const BROWSER_PIXEL_FORMATS = new Set(['yuv420p', 'yuvj420p']);
const HDR_TRANSFERS = new Set(['arib-std-b67', 'smpte2084']);
// HLG/PQ → SDR BT.709, so an iPhone's HDR video does not look washed out in 8 bits.
const TONE_MAP =
  'zscale=t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=hable:desat=0,zscale=t=bt709:m=bt709:r=tv';

export interface VideoContext {
  config: Pick<Config, 'FFMPEG_PATH' | 'FFPROBE_PATH'>;
  storage: Storage;
  /** A private scratch folder for this attempt (the caller removes it). */
  workDir: string;
  signal: AbortSignal;
}

const QUIET = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];

async function toneMapFor(ctx: VideoContext, probe: VideoProbe): Promise<string[]> {
  const isHdr = !!probe.colorTransfer && HDR_TRANSFERS.has(probe.colorTransfer);
  return isHdr && (await hasFfmpegFilter(ctx.config.FFMPEG_PATH, 'zscale')) ? [TONE_MAP] : [];
}

/** Fits a frame in the preview's box (what the poster becomes anyway), so sharp gets a small one. */
const PREVIEW_BOX = `scale=w='min(${PREVIEW_EDGE},iw)':h='min(${PREVIEW_EDGE},ih)':force_original_aspect_ratio=decrease`;

async function grabFrame(ctx: VideoContext, input: string, at: number, filters: string[]): Promise<Buffer> {
  const { stdout } = await runTool(
    ctx.config.FFMPEG_PATH,
    [
      ...QUIET,
      ...['-ss', at.toFixed(3), '-i', input, '-map', '0:v:0', '-frames:v', '1'],
      ...['-vf', [...filters, PREVIEW_BOX].join(',')],
      ...['-f', 'image2pipe', '-c:v', 'png', '-compression_level', '1', 'pipe:1'],
    ],
    { timeoutMs: 120_000, captureStdout: true, signal: ctx.signal },
  );
  return stdout;
}

/** The ffmpeg arguments of the playback copy: remux what browsers play, transcode the rest. */
export function playbackArgs(probe: VideoProbe, input: string, output: string, toneMap: string[]): string[] {
  const canCopyVideo =
    probe.videoCodec === 'h264' && BROWSER_PIXEL_FORMATS.has(probe.pixelFormat ?? '') && toneMap.length === 0;
  const scale = `scale=w='min(${PLAYBACK_EDGE},iw)':h='min(${PLAYBACK_EDGE},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2`;
  const video = canCopyVideo
    ? ['-c:v', 'copy']
    : [
        ...['-vf', [...toneMap, scale, 'format=yuv420p'].join(',')],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
      ];
  const audio = !probe.audioCodec
    ? []
    : probe.audioCodec === 'aac'
      ? ['-c:a', 'copy']
      : ['-c:a', 'aac', '-b:a', '160k'];
  return [
    ...QUIET,
    ...['-i', input, '-map', '0:v:0', '-map', '0:a:0?'],
    ...['-map_metadata', '-1', '-map_metadata:s', '-1', '-map_chapters', '-1', '-sn', '-dn'],
    ...video,
    ...audio,
    ...['-movflags', '+faststart', '-f', 'mp4', output],
  ];
}

function failure(error: unknown): MediaJobError {
  if (error instanceof MediaJobError) return error;
  const detail =
    error instanceof ToolError ? lastStderrLine(error.stderr) || error.message : (error as Error).message;
  return new MediaJobError('VIDEO_PROCESSING_FAILED', `The video could not be processed: ${detail}`);
}

export async function processVideo(job: MediaJob, ctx: VideoContext): Promise<MediaOutputs> {
  const hasTools =
    (await isToolAvailable(ctx.config.FFMPEG_PATH)) && (await isToolAvailable(ctx.config.FFPROBE_PATH));
  if (!hasTools)
    return {
      previewKey: null,
      thumbKey: null,
      posterKey: null,
      playbackKey: null,
      width: null,
      height: null,
      duration: null,
      takenAt: null,
      note: NO_FFMPEG_NOTE,
      noteCode: 'FFMPEG_MISSING',
    };

  // ffmpeg needs a seekable file: a phone's .mov keeps its index at the end.
  await mkdir(ctx.workDir, { recursive: true });
  const input = path.join(ctx.workDir, 'original');
  const output = path.join(ctx.workDir, 'playback.mp4');
  const original = await ctx.storage.get(job.originalKey);
  if (!original) throw new MediaJobError('ORIGINAL_MISSING', 'The original file is missing from storage.');
  await pipeline(original, createWriteStream(input));

  try {
    const probe = await probeVideo(ctx.config.FFPROBE_PATH, input, { signal: ctx.signal });
    // the decoder's own size (not the container's word): a frame over 8K is never decoded
    if (probe.width * probe.height > MAX_VIDEO_PIXELS)
      throw new MediaJobError(
        'TOO_MANY_PIXELS',
        `The video is too large to process: ${probe.width}×${probe.height} is more than 8K.`,
      );
    const toneMap = await toneMapFor(ctx, probe);
    const at = probe.duration ? Math.min(1, probe.duration / 2) : 0;
    let frame = await grabFrame(ctx, input, at, toneMap);
    if (frame.length === 0 && at > 0) frame = await grabFrame(ctx, input, 0, toneMap);
    if (frame.length === 0)
      throw new MediaJobError(
        'VIDEO_PROCESSING_FAILED',
        'The video could not be processed: it has no frame to show.',
      );
    const poster = await makePhotoCopies(frame);

    const timeoutMs = Math.min(3 * 3_600_000, Math.max(15 * 60_000, (probe.duration ?? 0) * 10_000));
    await runTool(ctx.config.FFMPEG_PATH, playbackArgs(probe, input, output, toneMap), {
      timeoutMs,
      signal: ctx.signal,
    });

    const posterKey = outputKey(job, 'poster');
    const thumbKey = outputKey(job, 'thumb');
    const playbackKey = outputKey(job, 'playback');
    await ctx.storage.put(posterKey, Readable.from([poster.preview]));
    await ctx.storage.put(thumbKey, Readable.from([poster.thumb]));
    await ctx.storage.putFile(playbackKey, output);
    return {
      previewKey: null,
      thumbKey,
      posterKey,
      playbackKey,
      width: probe.width,
      height: probe.height,
      duration: probe.duration,
      takenAt: probe.takenAt,
      note: null,
      noteCode: null,
    };
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    throw failure(error);
  }
}
