// The S3 driver (DESIGN.md §2): objects in one bucket of any S3-compatible store (AWS S3, MinIO…)
// through @aws-sdk/client-s3. Streams go up through @aws-sdk/lib-storage (one PUT when small, a
// multipart upload of 8 MiB parts when big, at most two parts in memory), come down as ranged GETs,
// and go in DeleteObjects batches of 1,000. A move is a server-side copy, then a delete.
import { stat, unlink } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type ByteRange, type Storage, type StoredObject } from './storage.js';

export interface S3Options {
  /** Absent: AWS itself, by region. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
}

/** The driver, with its client and bucket for the parts that speak S3 itself (tus uploads). */
export interface S3Storage extends Storage {
  s3: { client: S3Client; bucket: string };
}

export const isS3Storage = (storage: Storage): storage is S3Storage => 's3' in storage;

/** Parts of a streamed put; two are in memory at most (queueSize). */
const PUT_PART_BYTES = 8 * 1024 * 1024;
/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;
/**
 * Connections to the store per instance (the SDK's default is 50). Each guest streaming a video
 * holds one for as long as the guest reads, however slowly.
 */
const MAX_SOCKETS = 256;

export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    ...(options.endpoint && { endpoint: options.endpoint }),
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestHandler: {
      connectionTimeout: 5_000,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
    // Checksums only where S3 demands them (DeleteObjects). The SDK's default sends streamed
    // bodies aws-chunked with a trailing checksum, which several S3-compatible stores (s3rver,
    // older MinIO and Ceph releases) store verbatim or refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A missing object or bucket: S3 says NoSuchKey on GET and a bare 404 (NotFound) on HEAD. */
export function isS3NotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

/**
 * Whether the bucket is there and these keys may use it: a sentence naming the setting to fix, or
 * null. Asked once at start, so that a typo stops start-up rather than every guest's upload.
 */
export async function bucketProblem(storage: S3Storage, endpoint = 'AWS S3'): Promise<string | null> {
  const { client, bucket } = storage.s3;
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return null;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404) return `S3_BUCKET: there is no bucket "${bucket}" at ${endpoint}`;
    if (status === 403 || status === 401)
      return `S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: ${endpoint} refused them for the bucket "${bucket}"`;
    if (status === 301 || status === 400)
      return `S3_REGION: the bucket "${bucket}" is in another region (${endpoint} answered ${status})`;
    return `S3_ENDPOINT: ${endpoint} could not be asked for the bucket "${bucket}": ${(error as Error).message}`;
  }
}

export function createS3Storage(options: S3Options): S3Storage {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return key;
  };

  async function statObject(key: string): Promise<StoredObject | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      return { bytes: head.ContentLength ?? 0 };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }

  async function upload(key: string, body: Readable): Promise<number> {
    let bytes = 0;
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          yield chunk;
        }
      })(),
    );
    await new Upload({
      client,
      params: { Bucket, Key: keyOf(key), Body: counted },
      partSize: PUT_PART_BYTES,
      queueSize: 2,
    }).done();
    return bytes;
  }

  return {
    s3: { client, bucket: Bucket },

    async put(key, body) {
      return { bytes: await upload(key, body) };
    },

    async putFile(key, filePath) {
      const { size } = await stat(filePath);
      await upload(key, createReadStream(filePath));
      await unlink(filePath);
      return { bytes: size };
    },

    async move(fromKey, toKey) {
      // keys are SAFE_KEY: nothing in them needs encoding in the copy source
      await client.send(
        new CopyObjectCommand({ Bucket, Key: keyOf(toKey), CopySource: `${Bucket}/${keyOf(fromKey)}` }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: fromKey }));
      return (await statObject(toKey))!;
    },

    async get(key, range?: ByteRange) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw error;
      }
    },

    stat: statObject,

    async delete(...keys) {
      const wanted = keys.filter((k): k is string => !!k).map(keyOf);
      for (let i = 0; i < wanted.length; i += DELETE_BATCH) {
        const batch = wanted.slice(i, i + DELETE_BATCH);
        const { Errors } = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = (Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0)
          throw new Error(
            `S3 refused to delete ${failed.length} objects: ${failed[0]!.Code} ${failed[0]!.Message}`,
          );
      }
    },
  };
}
