// The post sender over the upload store's memory implementation (the IndexedDB one is driven by
// e2e/guest-resume.spec.ts), a scripted transport and a scripted post request: what the device
// writes down as a post goes out, what a later visit gets back after a closed tab (and what it must
// ask the guest to pick again when the bytes did not fit), and that a post whose answer was lost is
// made exactly once.
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateGuestPostResponse } from '@hatira/shared/share';
import { ERRORS, type ErrorCode } from '@hatira/shared/errors';
import { ApiError } from '../../lib/api-error';
import { clearStorage, getItem } from '../../lib/storage';
import { createPostSender, type PostFields } from './post-sender';
import type { GuestPostInput } from './share.api';
import { unfinishedUploadsKey } from './share-paths';
import type { TransportHandlers, UploadTransport } from './upload-queue';
import { createMemoryStore, planResume, type StoredQueue, type UploadStore } from './upload-store';

const HASH = 'dugun-2026';
const JPEG = { mime: 'image/jpeg', kind: 'photo', extension: 'jpg' } as const;
const FIELDS: PostFields = { albumId: 'album-1', name: 'Ayşe', message: 'Mutluluklar!', albumToken: 'tok' };

const picked = (name: string, size = 1000) => ({
  file: new File([new Uint8Array(size)], name, { lastModified: 1_700_000_000_000 }),
  type: JPEG,
});

interface Attempt {
  name: string;
  uploadUrl: string | null;
  handlers: TransportHandlers;
  succeed: (id: string) => void;
  fail: (error: unknown) => void;
}

function scriptedTransport() {
  const attempts: Attempt[] = [];
  const transport: UploadTransport = ({ name, uploadUrl }, handlers) => {
    let settle!: Pick<Attempt, 'succeed' | 'fail'>;
    const done = new Promise<string>((resolve, reject) => (settle = { succeed: resolve, fail: reject }));
    attempts.push({ name, uploadUrl, handlers, ...settle });
    return { done, abort: () => undefined };
  };
  return { transport, attempts };
}

type PostAnswer = CreateGuestPostResponse | ErrorCode | 'NETWORK';

/** The post request: each call takes the next scripted answer. */
function scriptedPost(...answers: PostAnswer[]) {
  const calls: GuestPostInput[] = [];
  const post = (_hash: string, input: GuestPostInput) => {
    calls.push(input);
    const answer = answers.shift() ?? 'INTERNAL';
    if (answer === 'NETWORK') return Promise.reject(new ApiError(0, 'NETWORK', 'Network error'));
    if (typeof answer === 'string')
      return Promise.reject(new ApiError(ERRORS[answer].status, answer, ERRORS[answer].message));
    return Promise.resolve(answer);
  };
  return { post, calls };
}

const created: CreateGuestPostResponse = {
  post: { id: 'post-1', status: 'pending' },
  message: 'Photo and Video sharing will be shared after administrator approval.',
  duplicates: [],
};

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** One visit of the share form: a sender on the device's store (which outlives it, like IndexedDB). */
function visit(store: UploadStore, answers: PostAnswer[] = [created]) {
  const { transport, attempts } = scriptedTransport();
  const { post, calls } = scriptedPost(...answers);
  const sender = createPostSender({
    hash: HASH,
    transport,
    store: Promise.resolve(store),
    post,
    queue: { retryDelays: [], wait: async () => undefined },
    now: () => 1_000,
  });
  return { sender, attempts, calls };
}

afterEach(() => clearStorage());

describe('post sender', () => {
  it('writes the post and its files down as they go, and forgets them once the post is made', async () => {
    const store = createMemoryStore();
    const { sender, attempts, calls } = visit(store);
    sender.queue.add([picked('a.jpg'), picked('b.jpg', 2000)]);
    const sending = sender.send(FIELDS);
    await flush();

    attempts[0]!.handlers.onUrl('/u/a', false);
    attempts[0]!.handlers.onConfirmed(512);
    await flush();
    let stored = await store.read(HASH);
    expect(stored.draft).toEqual({
      hash: HASH,
      albumId: 'album-1',
      name: 'Ayşe',
      message: 'Mutluluklar!',
      isSending: false,
      updatedAt: 1_000,
    }); // the album token is not kept: it is a credential of this visit
    expect(
      stored.files.map(({ file, blob }) => [file.name, file.uploadUrl, file.bytesConfirmed, blob?.size]),
    ).toEqual([
      ['a.jpg', '/u/a', 512, 1000],
      ['b.jpg', null, 0, 2000],
    ]);
    expect(getItem(unfinishedUploadsKey(HASH))).toBe('1');

    attempts[0]!.succeed('id-a');
    attempts[1]!.succeed('id-b');
    expect(await sending).toEqual({ status: 'posted', response: created });
    expect(calls).toEqual([{ ...FIELDS, uploadIds: ['id-a', 'id-b'] }]);
    stored = await store.read(HASH);
    expect(stored).toEqual({ draft: null, files: [] });
    expect(getItem(unfinishedUploadsKey(HASH))).toBeNull();
  });

  it('forgets a file the guest takes out', async () => {
    const store = createMemoryStore();
    const { sender } = visit(store);
    sender.queue.add([picked('a.jpg'), picked('b.jpg')]);
    void sender.send(FIELDS);
    await flush();
    sender.queue.remove(sender.queue.getItems()[0]!.id);
    await flush();
    expect((await store.read(HASH)).files.map(({ file }) => file.name)).toEqual(['b.jpg']);
  });

  it('after a closed tab, gives back the post: finished files stay finished, the others go on at their address', async () => {
    const store = createMemoryStore();
    const first = visit(store);
    first.sender.queue.add([picked('a.jpg'), picked('b.jpg'), picked('c.jpg')]);
    void first.sender.send(FIELDS);
    await flush();
    first.attempts[0]!.succeed('id-a');
    first.attempts[1]!.handlers.onUrl('/u/b', false);
    first.attempts[1]!.handlers.onConfirmed(400);
    await flush();
    // the tab closes here: c.jpg never started

    const second = visit(store);
    const unfinished = await second.sender.findUnfinished();
    expect(unfinished?.draft).toMatchObject({ albumId: 'album-1', name: 'Ayşe', message: 'Mutluluklar!' });
    expect(unfinished?.missing).toEqual([]);
    expect(unfinished?.items.map((item) => [item.name, item.status, item.bytesSent, item.uploadUrl])).toEqual(
      [
        ['a.jpg', 'done', 1000, null],
        ['b.jpg', 'queued', 400, '/u/b'],
        ['c.jpg', 'queued', 0, null],
      ],
    );

    second.sender.resume(unfinished!);
    const sending = second.sender.send({ ...FIELDS, albumToken: null });
    await flush();
    expect(second.attempts.map((a) => [a.name, a.uploadUrl])).toEqual([
      ['b.jpg', '/u/b'],
      ['c.jpg', null],
    ]);
    second.attempts[0]!.succeed('id-b');
    second.attempts[1]!.succeed('id-c');
    expect(await sending).toMatchObject({ status: 'posted' });
    expect(second.calls.map((call) => call.uploadIds)).toEqual([['id-a', 'id-b', 'id-c']]);
    expect(await store.read(HASH)).toEqual({ draft: null, files: [] });
  });

  it('keeps only the description of a file the device has no room for, and asks for it again', async () => {
    const store = createMemoryStore(1500); // room for one file's bytes
    const first = visit(store);
    first.sender.queue.add([picked('a.jpg'), picked('big.jpg')]);
    void first.sender.send(FIELDS);
    await flush();

    const second = visit(store);
    const unfinished = (await second.sender.findUnfinished())!;
    expect(unfinished.missing).toEqual(['big.jpg']);
    second.sender.resume(unfinished);
    const sending = second.sender.send(FIELDS);
    await flush();
    expect(second.attempts.map((a) => a.name)).toEqual(['a.jpg']);
    second.attempts[0]!.succeed('id-a');
    expect(await sending).toEqual({ status: 'missing' });
    expect(second.calls).toHaveLength(0);

    // the guest picks it again: it goes, and then the post
    second.sender.queue.add([picked('big.jpg')]);
    const again = second.sender.send(FIELDS);
    await flush();
    second.attempts[1]!.succeed('id-big');
    expect(await again).toMatchObject({ status: 'posted' });
    expect(second.calls[0]!.uploadIds).toEqual(['id-a', 'id-big']);
  });

  it('makes a post whose answer was lost exactly once: the next visit finds it made', async () => {
    const store = createMemoryStore();
    const first = visit(store, ['NETWORK']); // the request reached the server; its answer did not come back
    first.sender.queue.add([picked('a.jpg')]);
    const sending = first.sender.send(FIELDS);
    await flush();
    first.attempts[0]!.succeed('id-a');
    expect(await sending).toEqual({ status: 'failed', code: 'NETWORK' });
    expect((await store.read(HASH)).draft?.isSending).toBe(true);

    // the uploads were used by the post the server made: it says they are gone
    const second = visit(store, ['UPLOAD_NOT_FOUND']);
    second.sender.resume((await second.sender.findUnfinished())!);
    expect(await second.sender.send(FIELDS)).toEqual({ status: 'alreadyPosted' });
    expect(second.attempts).toHaveLength(0); // nothing sent again
    expect(second.calls).toHaveLength(1);
    expect(await store.read(HASH)).toEqual({ draft: null, files: [] });
  });

  it('makes it on the next try when the lost request never reached the server', async () => {
    const store = createMemoryStore();
    const first = visit(store, ['NETWORK']);
    first.sender.queue.add([picked('a.jpg')]);
    const sending = first.sender.send(FIELDS);
    await flush();
    first.attempts[0]!.succeed('id-a');
    await sending;

    const second = visit(store, [created]);
    second.sender.resume((await second.sender.findUnfinished())!);
    expect(await second.sender.send(FIELDS)).toMatchObject({ status: 'posted' });
    expect(second.calls.map((call) => call.uploadIds)).toEqual([['id-a']]);
  });

  it('tries the post again by itself while the connection is gone', async () => {
    const store = createMemoryStore();
    const { transport, attempts } = scriptedTransport();
    const { post, calls } = scriptedPost('NETWORK', 'NETWORK', created);
    const pauses: number[] = [];
    const sender = createPostSender({
      hash: HASH,
      transport,
      store: Promise.resolve(store),
      post,
      queue: { retryDelays: [10, 20, 40], wait: async (ms) => void pauses.push(ms) },
    });
    sender.queue.add([picked('a.jpg')]);
    const sending = sender.send(FIELDS);
    await flush();
    attempts[0]!.succeed('id-a');
    expect(await sending).toMatchObject({ status: 'posted' });
    expect(calls).toHaveLength(3);
    expect(pauses).toEqual([10, 20]);
  });

  it('takes a refusal as a refusal: expired uploads then are expired, not a post made', async () => {
    const store = createMemoryStore();
    const { sender, attempts } = visit(store, ['ALBUM_UPLOAD_LIMIT', 'UPLOAD_NOT_FOUND']);
    sender.queue.add([picked('a.jpg')]);
    const sending = sender.send(FIELDS);
    await flush();
    attempts[0]!.succeed('id-a');
    expect(await sending).toEqual({ status: 'failed', code: 'ALBUM_UPLOAD_LIMIT', fields: {} });
    expect((await store.read(HASH)).draft?.isSending).toBe(false);

    expect(await sender.send(FIELDS)).toEqual({ status: 'failed', code: 'UPLOAD_NOT_FOUND', fields: {} });
  });

  it('forgets a post whose every file the album had already', async () => {
    const store = createMemoryStore();
    const { sender, attempts } = visit(store, ['ALL_DUPLICATES']);
    sender.queue.add([picked('a.jpg')]);
    const sending = sender.send(FIELDS);
    await flush();
    attempts[0]!.succeed('id-a');
    expect(await sending).toMatchObject({ status: 'failed', code: 'ALL_DUPLICATES' });
    expect(sender.queue.getItems()).toEqual([]);
    expect(await store.read(HASH)).toEqual({ draft: null, files: [] });
  });

  it('a new post, not the earlier visit’s continued, replaces what that visit left', async () => {
    const store = createMemoryStore();
    const first = visit(store);
    first.sender.queue.add([picked('old.jpg')]);
    void first.sender.send(FIELDS);
    await flush();

    const second = visit(store);
    second.sender.queue.add([picked('new.jpg')]);
    void second.sender.send({ ...FIELDS, name: 'Can' });
    await flush();
    const stored = await store.read(HASH);
    expect(stored.draft?.name).toBe('Can');
    expect(stored.files.map(({ file }) => file.name)).toEqual(['new.jpg']);
  });
});

describe('planResume', () => {
  const file = (name: string, patch: Partial<StoredQueue['files'][number]['file']> = {}) => ({
    id: `id-${name}`,
    hash: HASH,
    position: 0,
    name,
    size: 1000,
    lastModified: 1,
    type: JPEG,
    status: 'uploading' as const,
    uploadUrl: null,
    uploadId: null,
    bytesConfirmed: 0,
    error: null,
    ...patch,
  });
  const draft = { hash: HASH, albumId: 'a', name: 'Ayşe', message: '', isSending: false, updatedAt: 0 };
  const bytes = new Blob([new Uint8Array(1000)]);

  it('offers nothing without a post or without files', () => {
    expect(planResume({ draft: null, files: [{ file: file('a.jpg'), blob: bytes }] })).toBeNull();
    expect(planResume({ draft, files: [] })).toBeNull();
  });

  it('keeps finished and refused files as they were; the rest continue, or wait for their bytes', () => {
    const plan = planResume({
      draft,
      files: [
        { file: file('done.jpg', { status: 'done', uploadId: 'u1', uploadUrl: '/u/1' }), blob: null },
        { file: file('refused.jpg', { status: 'failed', error: 'PHOTO_TOO_LARGE' }), blob: bytes },
        {
          file: file('moving.jpg', { status: 'waiting', bytesConfirmed: 300, uploadUrl: '/u/3' }),
          blob: bytes,
        },
        { file: file('gone.jpg', { status: 'uploading', uploadUrl: '/u/4' }), blob: null },
      ],
    });
    expect(
      plan?.items.map((item) => [item.name, item.status, item.bytesSent, item.uploadId, item.error]),
    ).toEqual([
      ['done.jpg', 'done', 1000, 'u1', null],
      ['refused.jpg', 'failed', 0, null, 'PHOTO_TOO_LARGE'],
      ['moving.jpg', 'queued', 300, null, null],
      ['gone.jpg', 'missing', 0, null, null],
    ]);
    expect(plan?.missing).toEqual(['gone.jpg']);
  });
});
