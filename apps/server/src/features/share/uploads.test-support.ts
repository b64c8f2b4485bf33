// A small tus 1.0 client for the upload tests: real HTTP on a real listening port, so the bytes
// stream through Fastify and the tus endpoint exactly as a browser's tus-js-client sends them.
import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { TestApp } from '../../../test/app.js';
import type { PostFile } from './intake.js';

export const TUS = { 'Tus-Resumable': '1.0.0' };

export const fixture = (name: string) => new URL(`../../../test/fixtures/${name}`, import.meta.url);

/** Listens on a free loopback port; the base address. */
export async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

export const tusDir = (t: TestApp) => path.join(t.dataDir, 'uploads', 'tus');

/** A claimed upload's local file (the local driver's; with S3 the bytes stay in the bucket). */
export function localPathOf(file: PostFile | undefined): string {
  if (!file || !('path' in file)) throw new Error('the claimed upload is not a local file');
  return file.path;
}

/** The names in the tus folder that belong to an upload (its bytes and its .json). */
export async function filesOf(t: TestApp, id: string): Promise<string[]> {
  const names = await readdir(tusDir(t)).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(id)).sort();
}

export function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export interface CreateOptions {
  length: number | string;
  metadata: Record<string, string>;
  headers?: Record<string, string>;
  /** creation-with-upload: bytes sent with the creation request */
  body?: Uint8Array;
}

export function tusCreate(base: string, hash: string, options: CreateOptions): Promise<Response> {
  return fetch(`${base}/api/share/${hash}/uploads`, {
    method: 'POST',
    headers: {
      ...TUS,
      'Upload-Length': String(options.length),
      'Upload-Metadata': encodeMetadata(options.metadata),
      ...options.headers,
    },
    ...(options.body && { body: options.body }),
  });
}

/** The upload's address from a creation response (relative, resolved against the server). */
export function uploadUrl(base: string, created: Response): { url: string; id: string } {
  const location = created.headers.get('location');
  if (!location) throw new Error(`no Location: ${created.status}`);
  const url = new URL(location, base).toString();
  return { url, id: url.split('/').pop()! };
}

export function tusPatch(url: string, offset: number, bytes: Uint8Array): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: bytes,
  });
}

export function tusHead(url: string): Promise<Response> {
  return fetch(url, { method: 'HEAD', headers: TUS });
}

/** Creates an upload for `bytes` and sends them in one PATCH; the PATCH response. */
export async function uploadWhole(
  base: string,
  hash: string,
  bytes: Uint8Array,
  metadata: Record<string, string>,
): Promise<{ id: string; url: string; patched: Response }> {
  const created = await tusCreate(base, hash, { length: bytes.length, metadata });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { url, id } = uploadUrl(base, created);
  return { id, url, patched: await tusPatch(url, 0, bytes) };
}

/**
 * A PATCH that announces all of `bytes`, writes the first `sent`, waits until the server has them
 * on disk, and then sends nothing more, with its connection still open (a client gone silent).
 */
export async function patchAndHold(
  url: string,
  offset: number,
  bytes: Uint8Array,
  sent: number,
  dataFile: string,
): Promise<http.ClientRequest> {
  const request = http.request(url, {
    method: 'PATCH',
    headers: {
      ...TUS,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(bytes.length),
    },
  });
  request.on('error', () => {}); // the drop is the point
  request.write(bytes.subarray(0, sent));
  const deadline = Date.now() + 10_000;
  while ((await stat(dataFile)).size < offset + sent) {
    if (Date.now() > deadline) throw new Error('the server never wrote the first bytes');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return request;
}

/** A PATCH whose connection drops after `sent` of its bytes are on the server's disk. */
export async function patchThenDrop(
  url: string,
  offset: number,
  bytes: Uint8Array,
  sent: number,
  dataFile: string,
): Promise<void> {
  (await patchAndHold(url, offset, bytes, sent, dataFile)).destroy();
}

/** A PATCH in `chunks` with no Content-Length (chunked transfer): its status and headers. */
export function patchChunked(
  url: string,
  offset: number,
  chunks: Uint8Array[],
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'PATCH',
        headers: {
          ...TUS,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode!, headers: response.headers });
      },
    );
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}
