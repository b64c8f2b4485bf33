// Sending a post the way a venue's network allows (docs/decisions/056): the upload queue sends the
// files, everything about the post is written down on the device as it goes (upload-store.ts), so
// a closed tab can be continued, and the post is made from the finished uploads exactly once: its
// request is marked as gone out before it leaves, and a post whose answer was lost is not made
// again — its uploads are used up, so the server's UPLOAD_NOT_FOUND then means it was made.
import type { CreateGuestPostResponse } from '@hatira/shared/share';
import type { ErrorCode } from '@hatira/shared/errors';
import { ApiError } from '../../lib/api-error';
import { removeItem, setItem } from '../../lib/storage';
import { createGuestPost, type GuestPostInput } from './share.api';
import { unfinishedUploadsKey } from './share-paths';
import type * as TusModule from './tus-transport';
import type { TusTarget } from './tus-transport';
import {
  createUploadQueue,
  RETRY_DELAYS,
  waitForRetry,
  type TransportUpload,
  type UploadItem,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadTransport,
} from './upload-queue';
import {
  openUploadStore,
  planResume,
  type StoredFile,
  type Unfinished,
  type UploadStore,
} from './upload-store';

let tus: Promise<typeof TusModule> | null = null;

/** tus' code, loaded once (the first picked file starts it). */
export function preloadTus(): Promise<typeof TusModule> {
  tus ??= import('./tus-transport').catch((error: unknown) => {
    tus = null; // a later attempt may succeed
    throw error;
  });
  return tus;
}

/** The tus transport, once its code has arrived. */
export function lazyTusTransport(target: () => TusTarget): UploadTransport {
  return (item, handlers) => {
    let inner: TransportUpload | null = null;
    let abortedWith: boolean | null = null;
    const done = preloadTus().then(({ createTusTransport }) => {
      if (abortedWith !== null) return new Promise<string>(() => undefined); // stopped while loading
      inner = createTusTransport(target)(item, handlers);
      return inner.done;
    });
    return {
      done,
      abort(terminate) {
        abortedWith = terminate;
        inner?.abort(terminate);
      },
    };
  };
}

export type PostFields = Omit<GuestPostInput, 'uploadIds'>;

export type SendResult =
  | { status: 'posted'; response: CreateGuestPostResponse }
  /** The post had been made by an earlier request whose answer never came. */
  | { status: 'alreadyPosted' }
  | { status: 'failed'; code: ErrorCode | 'NETWORK'; fields?: Record<string, string> }
  | { status: 'missing' }
  | { status: 'stopped' };

export interface PostSender {
  queue: UploadQueue;
  /** A post this device started for the event page and did not finish, if any. */
  findUnfinished: () => Promise<Unfinished | null>;
  /** Puts its files back in the queue (the guest chose to continue). */
  resume: (unfinished: Unfinished) => void;
  /** Uploads what is not uploaded yet and makes the post; `onPosting` when its request leaves. */
  send: (fields: PostFields, onPosting?: () => void) => Promise<SendResult>;
}

export interface PostSenderOptions {
  hash: string;
  transport?: UploadTransport;
  store?: Promise<UploadStore>;
  post?: typeof createGuestPost;
  queue?: Omit<UploadQueueOptions, 'transport'>;
  now?: () => number;
}

const describe = (hash: string, item: UploadItem, position: number): StoredFile => ({
  id: item.id,
  hash,
  position,
  name: item.name,
  size: item.size,
  lastModified: item.lastModified,
  type: item.type,
  status: item.status,
  uploadUrl: item.uploadUrl,
  uploadId: item.uploadId,
  bytesConfirmed: item.bytesConfirmed,
  error: item.error,
});

export function createPostSender({
  hash,
  transport,
  store = openUploadStore(),
  post = createGuestPost,
  queue: queueOptions,
  now = Date.now,
}: PostSenderOptions): PostSender {
  let fields: PostFields | null = null;
  const { retryDelays = RETRY_DELAYS, wait = waitForRetry } = queueOptions ?? {};
  const queue = createUploadQueue({
    ...queueOptions,
    transport:
      transport ??
      lazyTusTransport(() => ({
        hash,
        albumId: fields?.albumId ?? '',
        albumToken: fields?.albumToken ?? null,
      })),
  });
  /** Whether the post's request went out without an answer (here or before a reload). */
  let isSending = false;
  let isRecording = false;
  /** What the store holds of each file: its description, and which bytes were given to it. */
  const written = new Map<string, { description: string; bytes: Blob | null }>();
  let writing = Promise.resolve();

  const saveDraft = async (draft: PostFields) => {
    const { albumToken: _, ...kept } = draft; // a credential, and only good for this visit
    await (await store).putDraft({ ...kept, hash, isSending, updatedAt: now() });
  };

  /** Brings the store up to the queue: one pass at a time, each over the queue as it is then. */
  async function record(): Promise<void> {
    const device = await store;
    const items = queue.getItems();
    for (const [position, item] of items.entries()) {
      const description = describe(hash, item, position);
      const text = JSON.stringify(description);
      const before = written.get(item.id);
      const bytes = item.file && item.file !== before?.bytes ? item.file : undefined;
      if (before?.description === text && !bytes) continue;
      written.set(item.id, { description: text, bytes: item.file ?? before?.bytes ?? null });
      // no room for the bytes: only the description is kept, and a reload asks for the file again
      await device.putFile(description, bytes);
    }
    for (const id of [...written.keys()])
      if (!items.some((item) => item.id === id)) {
        written.delete(id);
        await device.deleteFile(id);
      }
  }
  let isRecordQueued = false;
  const scheduleRecord = () => {
    if (!isRecording || isRecordQueued) return;
    isRecordQueued = true;
    writing = writing
      .then(() => {
        isRecordQueued = false;
        return record();
      })
      .catch(() => undefined); // the upload goes on without its record
  };
  queue.subscribe(scheduleRecord);

  async function finish(): Promise<void> {
    removeItem(unfinishedUploadsKey(hash));
    isRecording = false;
    isSending = false;
    written.clear();
    queue.clear();
    await writing;
    await (await store).clear(hash);
  }

  /** The post's request, tried again while the connection is gone; made once whatever happens. */
  async function makePost(input: PostFields, uploadIds: string[]): Promise<SendResult> {
    for (let tries = 0; ; tries++) {
      const wasSending = isSending;
      isSending = true;
      await writing;
      await saveDraft(input).catch(() => undefined);
      try {
        const response = await post(hash, { ...input, uploadIds });
        await finish();
        return { status: 'posted', response };
      } catch (error) {
        const code = error instanceof ApiError ? error.code : 'NETWORK';
        if (code === 'NETWORK') {
          // no answer: the post may exist, and the next try finds out (isSending stays)
          const delay = retryDelays[tries];
          if (delay === undefined) return { status: 'failed', code };
          await wait(delay, new AbortController().signal);
          continue;
        }
        if (wasSending && code === 'UPLOAD_NOT_FOUND') {
          await finish();
          return { status: 'alreadyPosted' };
        }
        if (code === 'ALL_DUPLICATES') {
          // every file is in the album already: nothing is left to send (DESIGN.md §6.7)
          await finish();
          return { status: 'failed', code };
        }
        isSending = false;
        await saveDraft(input).catch(() => undefined);
        const fields = error instanceof ApiError ? error.fields : undefined;
        return { status: 'failed', code: code === 'LOGIN_FAILED' ? 'INTERNAL' : code, fields };
      }
    }
  }

  return {
    queue,
    async findUnfinished() {
      return planResume(await (await store).read(hash));
    },
    resume(unfinished) {
      const start = queue.getItems().length;
      unfinished.items.forEach((item, i) =>
        written.set(item.id, {
          description: JSON.stringify(describe(hash, item, start + i)),
          bytes: item.file,
        }),
      );
      isSending = unfinished.draft.isSending;
      isRecording = true;
      queue.restore(unfinished.items);
    },
    async send(input, onPosting) {
      fields = input;
      if (!isRecording) {
        // a new post: what an earlier visit left and the guest did not continue goes
        await (await store).clear(hash).catch(() => undefined);
        setItem(unfinishedUploadsKey(hash), '1');
        isRecording = true;
      }
      await saveDraft(input).catch(() => undefined);
      scheduleRecord();
      const sent = await queue.run();
      if (sent.status === 'failed') return { status: 'failed', code: sent.code };
      if (sent.status !== 'done') return sent;

      onPosting?.();
      return makePost(input, sent.uploadIds);
    },
  };
}
