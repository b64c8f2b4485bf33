// Resumable uploads as files (with the local storage driver), under DATA_DIR/uploads/tus: each
// upload is its bytes (<id>) and its description (<id>.json, with the offset at the end of the
// last PATCH). The size of the bytes file is the truth about the offset.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { localSource } from './intake.js';
import { UPLOAD_ID, type StoredUpload, type UploadInfo, type UploadStore } from './uploads.store.js';

/**
 * Bytes the file stream takes before it pushes back: many socket reads, written in one writev.
 * Per upload; a slow upload never fills it.
 */
const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * While a big PATCH streams in, its bytes are pushed to the disk every this many (fdatasync in the
 * background, one at a time), so the disk works while the network does and the sync that ends the
 * upload has only the last few megabytes left (bench/uploads.mjs).
 */
const SYNC_EVERY_BYTES = 32 * 1024 * 1024;

export function createLocalUploadStore(directory: string): UploadStore {
  /** Claimed files wait here for their post to move them into storage. */
  const claimedDirectory = path.join(directory, 'claimed');
  const dataPath = (id: string) => path.join(directory, id);
  const infoPath = (id: string) => path.join(directory, `${id}.json`);
  const tempInfoPath = (id: string) => `${infoPath(id)}.tmp`;

  /** The upload's JSON, replaced whole (a reader never sees half of it); `durable` waits for the disk. */
  async function writeInfo(info: UploadInfo, durable = false): Promise<void> {
    const { id, size, offset, metadata, creation_date, checked } = info;
    const temp = tempInfoPath(id);
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(JSON.stringify({ id, size, offset, metadata, creation_date, checked }));
      if (durable) await handle.sync();
    } catch (error) {
      // a full disk: the old description stays whole, and no half of the new one is left beside it
      await handle.close();
      await rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temp, infoPath(id));
  }

  /** Records the offset the bytes file has now (after a PATCH, finished or broken off). */
  async function saveOffset(upload: StoredUpload): Promise<StoredUpload> {
    const offset = (await stat(dataPath(upload.id))).size;
    const saved = { ...upload, offset };
    await writeInfo(saved);
    return { ...saved, touchedMs: Date.now() };
  }

  /** Streams `chunks` to the file at the offset, in one pipeline with no copy of a chunk. */
  async function write(upload: StoredUpload, chunks: AsyncIterable<Buffer>): Promise<void> {
    const handle = await open(dataPath(upload.id), 'r+');
    const file = handle.createWriteStream({ start: upload.offset, highWaterMark: WRITE_BUFFER_BYTES }); // closes it
    let syncing: Promise<void> | null = null;
    let unsynced = 0;
    async function* synced(): AsyncGenerator<Buffer> {
      for await (const chunk of chunks) {
        yield chunk;
        unsynced += chunk.length;
        if (syncing || unsynced < SYNC_EVERY_BYTES) continue;
        unsynced = 0;
        // an early push only (the handle's close waits for it): a failure is the final sync's to find
        syncing = handle
          .datasync()
          .catch(() => {})
          .then(() => {
            syncing = null;
          });
      }
    }
    try {
      await pipeline(synced, file);
    } finally {
      await syncing;
    }
  }

  async function remove(id: string): Promise<void> {
    await Promise.all(
      [dataPath(id), infoPath(id), tempInfoPath(id)].map((file) => rm(file, { force: true })),
    );
  }

  return {
    async create(input) {
      await mkdir(directory, { recursive: true });
      await open(dataPath(input.id), 'wx').then((handle) => handle.close());
      await writeInfo(input);
      return { ...input, touchedMs: Date.now() };
    },

    async find(id) {
      if (!UPLOAD_ID.test(id)) return null;
      const [text, infoStat, dataStat] = await Promise.all([
        readFile(infoPath(id), 'utf8').catch(() => null),
        stat(infoPath(id)).catch(() => null),
        stat(dataPath(id)).catch(() => null),
      ]);
      if (text === null || !infoStat || !dataStat?.isFile()) return null;
      let info: Partial<UploadInfo>;
      try {
        info = JSON.parse(text) as Partial<UploadInfo>;
      } catch {
        return null;
      }
      const size = info.size;
      // the bytes on disk, not the JSON's offset: they are what a crash left
      if (typeof size !== 'number' || dataStat.size > size) return null;
      return {
        id,
        size,
        offset: dataStat.size,
        metadata: info.metadata ?? {},
        creation_date: info.creation_date ?? new Date(infoStat.birthtimeMs).toISOString(),
        ...(info.checked && { checked: info.checked }),
        touchedMs: Math.max(infoStat.mtimeMs, dataStat.mtimeMs),
      };
    },

    async append(upload, chunks) {
      try {
        await write(upload, chunks);
      } catch (error) {
        // what reached the disk stays, and its size stays the truth even if this record fails
        await saveOffset(upload).catch(() => undefined);
        throw error;
      }
      return saveOffset(upload);
    },

    /** Waits until the upload's bytes are on the disk itself, not only in the page cache. */
    async seal(upload) {
      const handle = await open(dataPath(upload.id), 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },

    recordCheck: (upload, checked) => writeInfo({ ...upload, checked }, true),

    remove,

    source: (upload) => localSource(dataPath(upload.id), upload.size),

    /** Moves the bytes files aside (all or none) and forgets the uploads. */
    async takeOut(uploads) {
      await mkdir(claimedDirectory, { recursive: true });
      const moved: { from: string; to: string }[] = [];
      try {
        for (const upload of uploads) {
          const to = path.join(claimedDirectory, `${upload.id}-${randomBytes(6).toString('hex')}`);
          await rename(dataPath(upload.id), to);
          moved.push({ from: dataPath(upload.id), to });
        }
      } catch (error) {
        for (const { from, to } of moved) await rename(to, from).catch(() => {});
        throw error;
      }
      const now = new Date();
      for (const { to } of moved) await utimes(to, now, now); // the claimed-file sweep counts from now
      await Promise.all(uploads.map((upload) => rm(infoPath(upload.id), { force: true })));
      return moved.map(({ to }) => ({ path: to }));
    },

    async sweep(now, idleMs, takenMs) {
      const names = await readdir(directory).catch(() => [] as string[]);
      // <id>, <id>.json, and an <id>.json.tmp that a crash left behind
      const ids = new Set(names.map((name) => name.split('.')[0]!).filter((id) => UPLOAD_ID.test(id)));
      const lastTouched = (file: string) =>
        stat(file).then(
          (s) => s.mtimeMs,
          () => 0,
        );
      let removed = 0;
      for (const id of ids) {
        const touched = Math.max(await lastTouched(dataPath(id)), await lastTouched(infoPath(id)));
        if (now - touched <= idleMs) continue;
        await remove(id);
        removed++;
      }
      for (const name of await readdir(claimedDirectory).catch(() => [] as string[])) {
        const file = path.join(claimedDirectory, name);
        if (now - (await lastTouched(file)) > takenMs) await rm(file, { force: true });
      }
      return removed;
    },
  };
}
