// Copies a local media folder (the local driver's DATA_DIR/media) into an S3 bucket under the same
// keys, for an install that moves to the S3 driver (src/cli/migrate-media-to-s3.ts). Idempotent
// and resumable: an object already in the bucket with the file's size is skipped, so a run that
// stopped half-way is simply run again. Nothing local is deleted. Files the local driver was still
// writing (`<key>.<hex>.part`) and names that are no storage key are left out.
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { paginateListObjectsV2 } from '@aws-sdk/client-s3';
import type { S3Storage } from './s3-storage.js';
import { assertSafeKey } from './storage.js';

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  /** Not storage keys: unfinished writes, stray names. */
  ignored: string[];
  bytesCopied: number;
}

/** Files being written by the local driver: `<key>.<12 hex>.part`. */
const UNFINISHED = /\.[0-9a-f]{12}\.part$/;

function isStorageKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return !UNFINISHED.test(key);
  } catch {
    return false;
  }
}

/** Every object's size in the bucket: one request per 1,000 keys instead of one per file. */
async function sizesInBucket(storage: S3Storage): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const { client, bucket } = storage.s3;
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket }))
    for (const object of page.Contents ?? []) sizes.set(object.Key!, object.Size ?? 0);
  return sizes;
}

export async function copyFolderToBucket(options: {
  folder: string;
  storage: S3Storage;
  /** Uploads at once. */
  concurrency?: number;
  /** Told after each file copied. */
  onCopied?: (key: string, report: CopyReport) => void;
}): Promise<CopyReport> {
  const { folder, storage } = options;
  const report: CopyReport = { copied: 0, skipped: 0, ignored: [], bytesCopied: 0 };
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const inBucket = await sizesInBucket(storage);
  const queue: { key: string; file: string; bytes: number }[] = [];
  for (const file of files) {
    const key = path.relative(folder, file).split(path.sep).join('/');
    if (!isStorageKey(key)) {
      report.ignored.push(key);
      continue;
    }
    const { size } = await stat(file);
    if (inBucket.get(key) === size) report.skipped++;
    else queue.push({ key, file, bytes: size });
  }
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await storage.put(next.key, createReadStream(next.file));
      report.copied++;
      report.bytesCopied += next.bytes;
      options.onCopied?.(next.key, report);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
}
