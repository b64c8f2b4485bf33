// U+0000 in any text input: PostgreSQL cannot store it in text, so every input that reaches a query
// must refuse it with 400 VALIDATION_FAILED rather than answer 500. One guard covers params, query
// strings and JSON bodies; the guest post's multipart fields pass the same check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldError } from '@hatira/shared/field-errors';
import { createTestApp, type TestApp } from '../test/app.js';
import { bearer, createEvent, expectError } from '../test/factories.js';
import {
  createPostEvent,
  expectNothingKept,
  fixturePart,
  postForm,
  textFields,
} from './features/share/share-posts.test-support.js';

const NUL = '\u0000';
const invalid = fieldError('invalid');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectRefused = (response: { statusCode: number; body: string; json(): unknown }, field: string) => {
  expectError(response, 400, 'VALIDATION_FAILED');
  expect((response.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({
    [field]: invalid,
  });
};

describe('a NUL character is refused with VALIDATION_FAILED, never a 500', () => {
  it('in a share hash (path parameter)', async () => {
    expectRefused(await t.app.inject({ url: `/api/share/abc${encodeURIComponent(NUL)}def` }), 'hash');
  });

  it("in a guest's name or message (multipart), with nothing kept", async () => {
    const event = await createPostEvent(t);
    for (const field of ['name', 'message']) {
      const response = await postForm(t, event.qr.hash, [
        ...textFields(event, { [field]: `Zeynep${NUL}` }),
        await fixturePart('photo.png'),
      ]);
      expectRefused(response, field);
    }
    await expectNothingKept(t, event.album.id);
  });

  it('in a QR title, a list search and a profile name (JSON bodies and query strings)', async () => {
    const event = await createEvent(t);
    const as = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(event.owner.token), ...(payload && { payload }) });
    expectRefused(await as('POST', '/api/qr-codes', { title: `Düğün${NUL}` }), 'title');
    expectRefused(await as('GET', `/api/qr-codes?q=${encodeURIComponent(`a${NUL}`)}`), 'q');
    expectRefused(await as('PATCH', '/api/profile', { fullName: `Ayşe${NUL}` }), 'fullName');
  });

  it('in a block reason, and in a key or an array item deeper in a body', async () => {
    const event = await createEvent(t);
    const block = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/blocked-ips', headers: bearer(event.owner.token), payload });
    expectRefused(await block({ ip: '203.0.113.9', reason: `spam${NUL}` }), 'reason');
    const nested = await block({ ip: '203.0.113.9', extra: [{ ok: 'x' }, { [`k${NUL}`]: 'v' }] });
    expectRefused(nested, 'extra.1'); // the object holding the key
    const list = await t.app.inject({ url: '/api/blocked-ips', headers: bearer(event.owner.token) });
    expect(list.json().total).toBe(0);
  });
});
