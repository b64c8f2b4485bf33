// ffmpeg and ffprobe as child processes: spawned without a shell (arguments are never parsed by
// one), stdout collected, stderr kept for the owner's note on failure, a timeout, and an abort
// signal so a lost lease or a shutdown stops the work.
import { spawn } from 'node:child_process';

export class ToolError extends Error {
  override name = 'ToolError';
  constructor(
    message: string,
    /** The last lines ffmpeg wrote to stderr: usually the reason. */
    readonly stderr = '',
  ) {
    super(message);
  }
}

export interface RunOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Collect stdout into the result (ffprobe JSON, a poster frame). */
  captureStdout?: boolean;
}

const STDERR_KEEP = 4096;

export function runTool(
  command: string,
  args: string[],
  options: RunOptions,
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    const out: Buffer[] = [];
    let stderr = '';
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve({ stdout: Buffer.concat(out), stderr });
    };
    const onAbort = () => {
      child.kill('SIGKILL');
      finish(options.signal?.reason instanceof Error ? options.signal.reason : new Error('aborted'));
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new ToolError(`${command} took longer than ${Math.round(options.timeoutMs / 1000)} s`, stderr));
    }, options.timeoutMs);
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      if (options.captureStdout) out.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    child.on('error', (error) => finish(error));
    child.on('close', (code, signal) => {
      if (code === 0) finish(null);
      else finish(new ToolError(`${command} exited with ${code ?? signal}`, stderr));
    });
  });
}

/** The last meaningful line of ffmpeg's stderr, short enough for a note. */
export function lastStderrLine(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (lines.at(-1) ?? '').slice(0, 200);
}

const availability = new Map<string, Promise<boolean>>();

/** Whether `command -version` runs; asked once per command for the life of the process. */
export function isToolAvailable(command: string): Promise<boolean> {
  let known = availability.get(command);
  if (!known) {
    known = runTool(command, ['-hide_banner', '-version'], { timeoutMs: 10_000 }).then(
      () => true,
      () => false,
    );
    availability.set(command, known);
  }
  return known;
}

const filters = new Map<string, Promise<string>>();

/** Whether this ffmpeg build has a filter (zscale needs libzimg); the list is read once. */
export async function hasFfmpegFilter(ffmpeg: string, name: string): Promise<boolean> {
  let list = filters.get(ffmpeg);
  if (!list) {
    list = runTool(ffmpeg, ['-hide_banner', '-filters'], { timeoutMs: 10_000, captureStdout: true }).then(
      ({ stdout }) => stdout.toString('utf8'),
      () => '',
    );
    filters.set(ffmpeg, list);
  }
  return new RegExp(`^\\s*\\S+\\s+${name}\\s`, 'm').test(await list);
}

// ---- ffprobe ----

export interface VideoProbe {
  /** Seconds; null when the container does not say. */
  duration: number | null;
  /** As displayed, rotation applied. */
  width: number;
  height: number;
  videoCodec: string;
  pixelFormat: string | null;
  /** The colour transfer, to spot HDR (HLG, PQ) that needs tone mapping for an 8-bit copy. */
  colorTransfer: string | null;
  audioCodec: string | null;
  takenAt: Date | null;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  color_transfer?: string;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { duration?: string; tags?: Record<string, string> };
}

export async function probeVideo(
  ffprobe: string,
  file: string,
  options: { signal?: AbortSignal } = {},
): Promise<VideoProbe> {
  const { stdout } = await runTool(
    ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { timeoutMs: 60_000, captureStdout: true, signal: options.signal },
  );
  return parseProbe(JSON.parse(stdout.toString('utf8')) as ProbeOutput);
}

export function parseProbe(probe: ProbeOutput): VideoProbe {
  const streams = probe.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video?.codec_name || !video.width || !video.height)
    throw new ToolError('The file has no video track that can be read.');
  const audio = streams.find((s) => s.codec_type === 'audio');
  // Phones store portrait video as landscape frames plus a display matrix (rotation side data;
  // older files: a `rotate` tag). What the viewer sees is the rotated size.
  const rotation = Number(
    video.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation ??
      video.tags?.['rotate'] ??
      0,
  );
  const isSideways = Math.abs(rotation) % 180 === 90;
  const duration = Number(probe.format?.duration ?? video.duration);
  const tags = probe.format?.tags ?? {};
  return {
    duration: Number.isFinite(duration) && duration > 0 ? duration : null,
    width: isSideways ? video.height : video.width,
    height: isSideways ? video.width : video.height,
    videoCodec: video.codec_name,
    pixelFormat: video.pix_fmt ?? null,
    colorTransfer: video.color_transfer ?? null,
    audioCodec: audio?.codec_name ?? null,
    // Apple's creationdate carries the local offset of the recording; creation_time is UTC.
    takenAt:
      parseVideoDate(tags['com.apple.quicktime.creationdate']) ??
      parseVideoDate(tags['creation_time']) ??
      parseVideoDate(video.tags?.['creation_time']),
  };
}

/** ISO 8601 as containers write it (`…+0300` without a colon, microseconds); 1904/1970 zero dates are no date. */
export function parseVideoDate(value: string | undefined): Date | null {
  if (!value) return null;
  const normalised = value.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(normalised);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1971) return null;
  return date;
}
