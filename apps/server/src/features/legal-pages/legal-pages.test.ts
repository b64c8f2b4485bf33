// The legal pages (issue 12; DESIGN.md §6.3): seeded Turkish templates, the public page in the
// reader's language with Turkish as the fallback and its Markdown rendered safely on the server,
// and the admin's list, versioned saves, history and preview.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_SLUGS, type LegalPage, type LegalPageSummary } from '@hatira/shared/legal-pages';
import { adminOnly, createCallers, expectAccess, type Callers } from '../../../test/access-matrix.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, expectError } from '../../../test/factories.js';
import { seedLegalPages } from './legal-pages.service.js';
import { legalPages } from './legal-pages.table.js';

let t: TestApp;
let callers: Callers;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t);
  admin = callers.admin.token!;
});
afterAll(() => t.close());

const read = (slug: string, query = '') => t.app.inject({ url: `/api/legal-pages/${slug}${query}` });
const save = (slug: string, language: string, payload: object, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/legal-pages/${slug}/${language}`,
    headers: bearer(token),
    payload,
  });
const adminGet = (url: string) => t.app.inject({ url, headers: bearer(admin) });

describe('the seeded templates', () => {
  it('give every slug a Turkish version 1 marked as a template, with the places to fill in', async () => {
    for (const slug of LEGAL_SLUGS) {
      const response = await read(slug);
      expect(response.statusCode, `${slug}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ slug, language: 'tr', version: 1, isTemplate: true });
      expect(response.json().body).toContain('[Şirket unvanı]');
    }
    const contract = (await read('distance-sales-contract')).json() as LegalPage;
    expect(contract.title).toBe('Mesafeli Satış Sözleşmesi');
    for (const heading of [
      'Taraflar',
      'Sözleşmenin konusu',
      'Hizmetin nitelikleri ve fiyatı',
      'Ödeme',
      'Hizmetin ifası',
      'Cayma hakkı',
      'Cayma hakkının istisnası',
      'Uyuşmazlıkların çözümü',
    ])
      expect(contract.html).toContain(`. ${heading}</h2>`);
    expect(contract.body).toContain('KDV');
    expect(contract.body).toContain('havale veya EFT');
  });

  it('are seeded once: a second start adds nothing, and a slug without any text gets its template back', async () => {
    const before = await t.db.select().from(legalPages);
    await seedLegalPages(t.db);
    expect(await t.db.select().from(legalPages)).toHaveLength(before.length);

    await t.db.delete(legalPages).where(eq(legalPages.slug, 'kvkk'));
    await seedLegalPages(t.db);
    expect((await read('kvkk')).json()).toMatchObject({
      version: 1,
      isTemplate: true,
      title: 'KVKK Aydınlatma Metni',
    });
  });
});

describe('GET /api/legal-pages/{slug} (public)', () => {
  it('answers in Turkish for a language without its own text, and says so', async () => {
    for (const query of ['?lang=de', '?lang=fr', '']) {
      const response = await read('privacy-policy', query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ language: 'tr', title: 'Gizlilik Politikası' });
    }
  });

  it('answers 404 for a page that does not exist', async () => {
    expectError(await read('cookie-policy'), 404, 'NOT_FOUND');
  });

  it('renders the Markdown on the server: raw HTML escaped, only safe links', async () => {
    const body = [
      '## Başlık',
      '',
      '<script>alert("x")</script> <img src=x onerror=alert(1)>',
      '',
      '[iyi](https://hatira.example) [posta](mailto:kvkk@hatira.example) [sayfa](/pages/kvkk)',
      '[kötü](javascript:alert(1)) [veri](data:text/html;base64,PHNjcmlwdD4=) ![resim](//evil.example/x.png)',
    ].join('\n');
    expect((await save('terms-and-conditions', 'en', { title: 'Terms', body })).statusCode).toBe(200);
    const { html } = (await read('terms-and-conditions', '?lang=en')).json() as LegalPage;
    expect(html).toContain('<h2>Başlık</h2>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('<a href="https://hatira.example">iyi</a>');
    expect(html).toContain('<a href="mailto:kvkk@hatira.example">posta</a>');
    expect(html).toContain('<a href="/pages/kvkk">sayfa</a>');
    expect(html).not.toMatch(/href="(javascript|data)|src="\/\//);
  });
});

describe('PUT /api/legal-pages/{slug}/{language}', () => {
  it('saves a new version (no longer a template); the readers of that language get it', async () => {
    const first = await save('pre-information-form', 'tr', {
      title: ' Ön Bilgilendirme ',
      body: '## 1. Satıcı\n\nHatıra A.Ş.',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      slug: 'pre-information-form',
      language: 'tr',
      title: 'Ön Bilgilendirme',
      body: '## 1. Satıcı\n\nHatıra A.Ş.',
      html: '<h2>1. Satıcı</h2>\n<p>Hatıra A.Ş.</p>\n',
      version: 2,
      isTemplate: false,
      updatedAt: expect.any(String),
    });
    expect((await read('pre-information-form')).json()).toEqual(first.json());

    const english = await save('pre-information-form', 'en', {
      title: 'Pre-information form',
      body: 'Seller',
    });
    expect(english.json()).toMatchObject({ language: 'en', version: 1 });
    expect((await read('pre-information-form', '?lang=en')).json()).toMatchObject({
      language: 'en',
      title: 'Pre-information form',
    });
    expect((await read('pre-information-form', '?lang=ru')).json()).toMatchObject({
      language: 'tr',
      version: 2,
    });

    // the earlier versions are kept as they were
    const rows = await t.db
      .select({ version: legalPages.version, isTemplate: legalPages.isTemplate })
      .from(legalPages)
      .where(and(eq(legalPages.slug, 'pre-information-form'), eq(legalPages.language, 'tr')));
    expect(rows.sort((a, b) => a.version - b.version)).toEqual([
      { version: 1, isTemplate: true },
      { version: 2, isTemplate: false },
    ]);
  });

  it('numbers saves made at the same time one after another', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        save('kvkk', 'de', { title: `Datenschutz ${i}`, body: `Fassung ${i}` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((r) => r.json().version).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers VALIDATION_FAILED with the fields, and 404 for an unknown page or language', async () => {
    const empty = await save('kvkk', 'tr', { title: ' ', body: '' });
    expectError(empty, 400, 'VALIDATION_FAILED', 'Please fill in the required fields!');
    expect(empty.json().error.fields).toEqual({
      title: 'This field is required',
      body: 'This field is required',
    });
    const long = await save('kvkk', 'tr', { title: 'x'.repeat(201), body: 'x'.repeat(100_001) });
    expect(long.json().error.fields).toEqual({
      title: 'Must be at most 200 characters',
      body: 'Must be at most 100000 characters',
    });
    expectError(await save('kvkk', 'fr', { title: 'RGPD', body: 'Texte' }), 404, 'NOT_FOUND');
    expectError(await save('imprint', 'tr', { title: 'Künye', body: 'Metin' }), 404, 'NOT_FOUND');
  });
});

describe('GET /api/legal-pages (admin)', () => {
  it('lists every slug in every language with its current version, nulls where Turkish is served', async () => {
    await save('distance-sales-contract', 'ru', { title: 'Договор', body: 'Текст' });
    const response = await adminGet('/api/legal-pages');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json() as { items: LegalPageSummary[]; total: number };
    expect(total).toBe(20);
    const find = (slug: string, language: string) =>
      items.find((i) => i.slug === slug && i.language === language);
    expect(find('distance-sales-contract', 'ru')).toEqual({
      slug: 'distance-sales-contract',
      language: 'ru',
      version: 1,
      title: 'Договор',
      isTemplate: false,
      updatedAt: expect.any(String),
    });
    expect(find('distance-sales-contract', 'tr')).toMatchObject({ version: 1, isTemplate: true });
    expect(find('privacy-policy', 'en')).toEqual({
      slug: 'privacy-policy',
      language: 'en',
      version: null,
      title: null,
      isTemplate: false,
      updatedAt: null,
    });
  });
});

describe('GET /api/legal-pages/{slug}/{language}/versions (admin)', () => {
  it('lists the versions newest first with who saved them', async () => {
    await save('terms-and-conditions', 'tr', { title: 'Kullanım Koşulları', body: 'Yeni metin' });
    const response = await adminGet('/api/legal-pages/terms-and-conditions/tr/versions');
    const adminName = (await adminGet('/api/profile')).json().fullName;
    expect(response.json()).toEqual({
      items: [
        {
          version: 2,
          title: 'Kullanım Koşulları',
          isTemplate: false,
          updatedAt: expect.any(String),
          updatedBy: adminName,
        },
        {
          version: 1,
          title: 'Kullanım Koşulları',
          isTemplate: true,
          updatedAt: expect.any(String),
          updatedBy: null,
        },
      ],
      total: 2,
    });
    expect((await adminGet('/api/legal-pages/privacy-policy/ru/versions')).json()).toEqual({
      items: [],
      total: 0,
    });
    expectError(await adminGet('/api/legal-pages/privacy-policy/xx/versions'), 404, 'NOT_FOUND');
  });
});

describe('POST /api/legal-pages/preview (admin)', () => {
  it('renders as the page does', async () => {
    const body = '**Kalın** <b>ham</b> [x](javascript:void(0))';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/legal-pages/preview',
      headers: bearer(admin),
      payload: { body },
    });
    expect(response.json()).toEqual({
      html: '<p><strong>Kalın</strong> &lt;b&gt;ham&lt;/b&gt; [x](javascript:void(0))</p>\n',
    });
    const saved = await save('privacy-policy', 'tr', { title: 'Gizlilik', body });
    expect(saved.json().html).toBe(response.json().html);
  });

  it('answers VALIDATION_FAILED for an empty text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/legal-pages/preview',
      headers: bearer(admin),
      payload: {},
    });
    expectError(response, 400, 'VALIDATION_FAILED');
    expect(response.json().error.fields).toEqual({ body: 'This field is required' });
  });
});

describe('legal pages access matrix', () => {
  it('GET /api/legal-pages/{slug} is public', () =>
    expectAccess(t, callers, {
      method: 'GET',
      url: '/api/legal-pages/kvkk?lang=en',
      expect: { signedOut: 200, client: 200, customer: 200, individual: 200, corporate: 200, admin: 200 },
    }));

  it.each([
    { method: 'GET' as const, url: '/api/legal-pages' },
    { method: 'GET' as const, url: '/api/legal-pages/kvkk/tr/versions' },
    { method: 'POST' as const, url: '/api/legal-pages/preview', payload: { body: 'Metin' } },
    {
      method: 'PUT' as const,
      url: '/api/legal-pages/kvkk/en',
      payload: { title: 'KVKK notice', body: 'Text' },
    },
  ])('$method $url is the admin’s', (row) => expectAccess(t, callers, { ...row, expect: adminOnly(200) }));
});
