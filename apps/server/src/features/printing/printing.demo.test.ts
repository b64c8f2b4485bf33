// DEMO_DATA=true: the printing workshop of a demo install has two categories and three designs with
// drawn backgrounds sharp enough to print (300 dpi), which the demo subscribers can order, and a
// second start adds nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backgroundDpi, PRINT_MIN_DPI, type PrintCategory, type PrintDesign } from '@hatira/shared/printing';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { adminToken, bearer, signIn } from '../../../test/factories.js';
import { prepareDatabase } from '../../bootstrap.js';
import { DEMO_PASSWORD } from '../users/users.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true' });
});
afterAll(() => t.close());

it('seeds a catalogue a demo subscriber can browse, once', async () => {
  const couple = await signIn(t.app, 'couple@demo.hatira.local', DEMO_PASSWORD);
  const get = (url: string) => t.app.inject({ url, headers: bearer(couple.accessToken) });
  const categories = (await get('/api/printing/categories')).json().items as PrintCategory[];
  expect(categories.map((c) => [c.name, c.designCount])).toEqual([
    ['Masa kartları', 2],
    ['Afişler', 1],
  ]);
  const designs = (await get('/api/printing/designs?itemsPerPage=100')).json().items as PrintDesign[];
  expect(designs).toHaveLength(3);
  for (const design of designs) {
    expect(backgroundDpi(design)).toBeGreaterThanOrEqual(PRINT_MIN_DPI); // no warning in the editor
    const preview = await t.app.inject({ url: design.previewUrl! });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
  }

  await prepareDatabase({ db: t.db, kind: 'pglite-memory' }, t.config, {
    storage: t.storage,
    publicUrl: t.config.publicUrl,
  });
  const again = await t.app.inject({ url: '/api/printing/designs', headers: bearer(await adminToken(t)) });
  expect(again.json().total).toBe(3);
});
