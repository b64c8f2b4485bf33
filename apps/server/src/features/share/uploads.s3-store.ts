// Resumable uploads in the S3 bucket (with the S3 storage driver), so that any instance can take
// up an upload another one started. Each tus upload is an S3 multipart upload of its bytes
// (uploads/tus/<id>), a description (<id>.json: the tus fields, the multipart upload and the parts
// sent) and, between two PATCHes, the bytes too few for a part (<id>.tail): S3 parts but the last
// are 5 MiB at least, while a phone may stop after any byte. A PATCH streams through with at most
// one part in memory. The description is the truth about the offset (its parts, then `tail` bytes
// of the tail object) and is written after the bytes it counts, so a crash in between only makes
// the client send those bytes again. This is the design of the tus project's own S3 store
// (@tus/s3-store), which asks S3 for the parts instead (ListParts): keeping them in the description
// runs on stores without ListParts too (s3rver, our tests' store).
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { isS3NotFound, type S3Storage } from '../../lib/storage/s3-storage.js';
import { blockSource } from '../../lib/iso-bmff.js';
import { fileOf } from '../../lib/storage/storage.js';
import type { FileSource } from './intake.js';
import { UPLOAD_ID, type StoredUpload, type UploadInfo, type UploadStore } from './uploads.store.js';

const PREFIX = 'uploads/tus/';
/** The smallest S3 part but the last: a PATCH sends a part each time this many bytes are in. */
export const PART_BYTES = 5 * 1024 * 1024;

interface Part {
  number: number;
  etag: string;
  bytes: number;
}

interface S3UploadInfo extends UploadInfo {
  multipartId: string;
  parts: Part[];
  /** Bytes of the tail object that follow the parts. */
  tail: number;
  /** The multipart upload is complete: the bytes are one object. */
  completed?: boolean;
  /** Taken by a post (ISO time): no longer an upload; what is left goes with the sweep. */
  takenAt?: string;
}

/** A store without AbortMultipartUpload (s3rver) keeps the parts until its own clean-up. */
const ABORT_NOT_NEEDED = new Set(['NoSuchUpload', 'MethodNotAllowed', 'NotImplemented']);

export function createS3UploadStore(
  storage: S3Storage,
  scratchDir: string,
  partBytes = PART_BYTES,
): UploadStore {
  const { client, bucket: Bucket } = storage.s3;
  const dataKey = (id: string) => `${PREFIX}${id}`;
  const infoKey = (id: string) => `${PREFIX}${id}.json`;
  const tailKey = (id: string) => `${PREFIX}${id}.tail`;
  const partsBytes = (info: S3UploadInfo) => info.parts.reduce((sum, part) => sum + part.bytes, 0);

  async function readInfo(id: string): Promise<{ info: S3UploadInfo; modifiedMs: number } | null> {
    if (!UPLOAD_ID.test(id)) return null;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: infoKey(id) }));
      const info = JSON.parse(await object.Body!.transformToString()) as S3UploadInfo;
      return { info, modifiedMs: object.LastModified?.getTime() ?? Date.now() };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }

  async function infoOf(id: string): Promise<S3UploadInfo> {
    const found = await readInfo(id);
    if (!found) throw new Error(`The upload ${id} is gone from the bucket`);
    return found.info;
  }

  async function writeInfo(info: S3UploadInfo): Promise<void> {
    const offset = partsBytes(info) + info.tail;
    await client.send(
      new PutObjectCommand({ Bucket, Key: infoKey(info.id), Body: JSON.stringify({ ...info, offset }) }),
    );
  }

  function asStored(info: S3UploadInfo, touchedMs: number): StoredUpload {
    const { id, size, metadata, creation_date, checked } = info;
    const offset = partsBytes(info) + info.tail;
    return { id, size, offset, metadata, creation_date, ...(checked && { checked }), touchedMs };
  }

  /** Bytes [start, end) of an object. */
  async function readBytes(key: string, start: number, end: number): Promise<Buffer> {
    const body = await storage.get(key, { start, end: end - 1 });
    if (!body) throw new Error(`${key} is gone from the bucket`);
    return Buffer.concat((await body.toArray()) as Buffer[]);
  }

  async function remove(id: string): Promise<void> {
    const found = await readInfo(id);
    if (found && !found.info.completed)
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: dataKey(id), UploadId: found.info.multipartId }))
        .catch((error: unknown) => {
          if (!ABORT_NOT_NEEDED.has((error as Error).name)) throw error;
        });
    await storage.delete(dataKey(id), infoKey(id), tailKey(id));
  }

  return {
    async create(input) {
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: dataKey(input.id) }),
      );
      await writeInfo({ ...input, multipartId: UploadId!, parts: [], tail: 0 });
      return { ...input, touchedMs: Date.now() };
    },

    async find(id) {
      const found = await readInfo(id);
      if (!found || found.info.takenAt) return null;
      const upload = asStored(found.info, found.modifiedMs);
      return upload.offset > upload.size ? null : upload;
    },

    async append(upload, chunks) {
      const info = await infoOf(upload.id);
      // the tail goes in front of the new bytes: it and they make the next part
      let pending: Buffer[] = info.tail > 0 ? [await readBytes(tailKey(info.id), 0, info.tail)] : [];
      let pendingBytes = info.tail;
      let isStoreFailure = false;
      const sendPart = async () => {
        isStoreFailure = true; // until the part and its record are both in
        const number = info.parts.length + 1;
        const body = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket,
            Key: dataKey(info.id),
            UploadId: info.multipartId,
            PartNumber: number,
            Body: body,
          }),
        );
        info.parts.push({ number, etag: ETag!, bytes: body.length });
        info.tail = 0;
        await writeInfo(info);
        isStoreFailure = false;
      };
      /** What is in memory at the end: the last part, or the new tail. */
      const keepPending = async () => {
        if (partsBytes(info) + pendingBytes === info.size && pendingBytes > 0) return sendPart();
        if (pendingBytes <= info.tail) return; // nothing new came
        await client.send(
          new PutObjectCommand({ Bucket, Key: tailKey(info.id), Body: Buffer.concat(pending, pendingBytes) }),
        );
        info.tail = pendingBytes;
        await writeInfo(info);
      };
      try {
        for await (const chunk of chunks) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= partBytes) await sendPart();
        }
      } catch (error) {
        // the bytes that came before a refusal stay; after a failed write the description is the truth
        if (!isStoreFailure) await keepPending().catch(() => undefined);
        throw error;
      }
      await keepPending();
      return asStored(info, Date.now());
    },

    async seal(upload) {
      const info = await infoOf(upload.id);
      if (info.completed) return;
      if (partsBytes(info) !== info.size) throw new Error(`The upload ${info.id} is not whole`);
      try {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: dataKey(info.id),
            UploadId: info.multipartId,
            MultipartUpload: {
              Parts: info.parts.map((part) => ({ PartNumber: part.number, ETag: part.etag })),
            },
          }),
        );
      } catch (error) {
        // completed before a crash kept it from the description: the object is there, whole
        if ((await storage.stat(dataKey(info.id)))?.bytes !== info.size) throw error;
      }
      await writeInfo({ ...info, completed: true });
      await storage.delete(tailKey(info.id)); // a tail that went into the last part
    },

    async recordCheck(upload, checked) {
      await writeInfo({ ...(await infoOf(upload.id)), checked });
    },

    remove,

    source(upload): FileSource {
      const key = dataKey(upload.id);
      return {
        bytes: upload.size,
        head: (length) => readBytes(key, 0, Math.min(length, upload.size)),
        async stream() {
          const body = await storage.get(key);
          if (!body) throw new Error(`${key} is gone from the bucket`);
          return body;
        },
        async onDisk(use) {
          const copy = path.join(scratchDir, `${randomUUID()}.upload`);
          try {
            if (!(await fileOf(storage, key, copy))) throw new Error(`${key} is gone from the bucket`);
            return await use(copy);
          } finally {
            await rm(copy, { force: true });
          }
        },
        boxes: (use) =>
          use(blockSource({ size: upload.size, read: (start, end) => readBytes(key, start, end) })),
      };
    },

    /** Marks the uploads taken (all or none); their bytes stay where they are, for the post to move. */
    async takeOut(uploads) {
      const takenAt = new Date().toISOString();
      const marked: S3UploadInfo[] = [];
      try {
        for (const upload of uploads) {
          const info = await infoOf(upload.id);
          await writeInfo({ ...info, takenAt });
          marked.push(info);
        }
      } catch (error) {
        for (const info of marked) await writeInfo(info).catch(() => {});
        throw error;
      }
      return uploads.map((upload) => ({ storedKey: dataKey(upload.id) }));
    },

    async sweep(now, idleMs, takenMs) {
      const found = new Map<string, { keys: string[]; newestMs: number; infoMs?: number }>();
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: PREFIX })) {
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(PREFIX.length);
          const id = name.split('.')[0]!;
          if (!UPLOAD_ID.test(id)) continue;
          const modifiedMs = object.LastModified?.getTime() ?? now;
          const entry = found.get(id) ?? { keys: [], newestMs: 0 };
          entry.keys.push(object.Key!);
          entry.newestMs = Math.max(entry.newestMs, modifiedMs);
          if (name === `${id}.json`) entry.infoMs = modifiedMs;
          found.set(id, entry);
        }
      }
      let removed = 0;
      for (const [id, entry] of found) {
        if (entry.infoMs === undefined) {
          // bytes without a description: a creation cut short
          if (now - entry.newestMs > idleMs) await storage.delete(...entry.keys);
          continue;
        }
        if (now - entry.infoMs <= Math.min(idleMs, takenMs)) continue;
        const info = (await readInfo(id))?.info;
        if (info?.takenAt) {
          if (now - entry.infoMs > takenMs) await storage.delete(...entry.keys);
        } else if (now - entry.infoMs > idleMs) {
          await remove(id);
          removed++;
        }
      }
      return removed;
    },
  };
}
