// A guest post whose query fails: the error log says what failed (SQLSTATE, constraint, which
// statement, where in the code) and nothing of what the guest sent — no name, message, address or
// user agent, no parameters, no failing row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  createPostEvent,
  expectGuestError,
  expectNothingKept,
  fixturePart,
  postForm,
  textFields,
} from './share-posts.test-support.js';

const GUEST = {
  name: 'Zeynep Kayalıoğlu',
  message: 'Gizli mesaj 4711',
  ip: '198.51.100.77',
  userAgent: 'ProbeAgent/9.9 (private device)',
};

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { log: lines });
  // a database refusing this guest's post, as a real fault would: a check of the posts table
  await t.db.execute(
    sql.raw(`alter table posts add constraint posts_probe_check check (guest_name <> '${GUEST.name}')`),
  );
});
afterAll(() => t.close());

it('logs the failed statement by its code and name, never the guest data', async () => {
  const event = await createPostEvent(t);
  const response = await postForm(
    t,
    event.qr.hash,
    [...textFields(event, { name: GUEST.name, message: GUEST.message }), await fixturePart('photo.png')],
    { ip: GUEST.ip, headers: { 'user-agent': GUEST.userAgent } },
  );
  expectGuestError(response, 'INTERNAL');
  await expectNothingKept(t, event.album.id);

  const errors = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((e) => e['err']);
  expect(errors).toHaveLength(1);
  const { err } = errors[0] as { err: Record<string, unknown> };
  expect(err).toMatchObject({
    code: '23514',
    constraint: 'posts_probe_check',
    table: 'posts',
    statement: 'insert posts',
  });
  expect(String(err['stack'])).toMatch(/^\s+at /); // where it failed, without the message's text
  const logged = lines.join('\n');
  for (const secret of Object.values(GUEST)) expect(logged).not.toContain(secret);
  expect(logged).not.toContain('params');
  expect(logged).not.toContain('Failing row');
});
