// The list helper on a real database: what `q`, `sortBy`, `orderBy` and paging do for every list.
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuerySchema } from '@hatira/shared/common';
import { ADMIN, createTestApp, type TestApp } from '../../test/app.js';
import { bearer, signIn } from '../../test/factories.js';
import { readFileSync } from 'node:fs';
import { FOLD_FROM, FOLD_TO, foldForSearch, foldedSql, listPage } from './list-query.js';

let t: TestApp;

/** A table of the test's own, so the rows are exactly these (and lib/ stays apart from features). */
const words = pgTable('list_query_test_words', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

const NAMES = [
  'Şube Yönetimi',
  'şube raporu',
  'ılık kahve',
  'Iğdır',
  'Sube ASCII',
  '100%_literal',
  'Иван Петров',
  ...['bir', 'iki', 'üç', 'dört', 'beş', 'altı'].map((n) => `dolgu ${n}`),
];

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(
    sql`create table list_query_test_words (id integer primary key, name text not null, position integer not null)`,
  );
  // Ids run against positions, so a sort visibly follows its key and not the tie-breaker.
  await t.db.insert(words).values(NAMES.map((name, i) => ({ id: 100 - i, name, position: i })));
});
afterAll(() => t.close());

/** The words, searched, sorted and paged as a request asks. */
async function list(request: Record<string, string> = {}) {
  const query = listQuerySchema.parse(request);
  const sortBy = request['sortBy'] as 'name' | 'position' | undefined;
  const page = await listPage(
    t.db,
    t.db.select().from(words).$dynamic(),
    { ...query, sortBy },
    {
      search: [words.name],
      sortColumns: { name: words.name, position: words.position },
      defaultSort: { key: 'position', order: 'desc' },
      tieBreakers: [words.id],
    },
  );
  return { names: page.items.map((row) => row.name), total: page.total };
}

describe('listPage', () => {
  it('without a sort key, orders by the default in its own direction, ten to a page; orderBy alone changes nothing', async () => {
    const expected = { names: [...NAMES].reverse().slice(0, 10), total: NAMES.length };
    expect(await list()).toEqual(expected);
    expect(await list({ orderBy: 'asc' })).toEqual(expected);
  });

  it('sorts by an allowed key in the asked direction', async () => {
    const all = { itemsPerPage: '100' };
    expect((await list({ ...all, sortBy: 'position', orderBy: 'asc' })).names).toEqual(NAMES);
    expect((await list({ ...all, sortBy: 'position', orderBy: 'desc' })).names).toEqual([...NAMES].reverse());
    expect((await list({ sortBy: 'name', q: 'dolgu', orderBy: 'desc' })).names.at(0)).toBe('dolgu üç');
  });

  it('matches q case-insensitively anywhere in the column, % and _ literally', async () => {
    expect((await list({ q: 'yönet' })).names).toEqual(['Şube Yönetimi']);
    expect((await list({ q: 'ASCII' })).names).toEqual(['Sube ASCII']);
    expect((await list({ q: '%_' })).names).toEqual(['100%_literal']);
    expect((await list({ q: '_' })).names).toEqual(['100%_literal']);
    expect(await list({ q: 'nothing like it' })).toEqual({ names: [], total: 0 });
  });

  it('finds Turkish names typed with or without Turkish letters, in either case: I, ı, İ and i meet', async () => {
    const sube = ['Şube Yönetimi', 'şube raporu', 'Sube ASCII'];
    for (const q of ['şube', 'ŞUBE', 'sube', 'SUBE'])
      expect((await list({ q, sortBy: 'position' })).names, q).toEqual(sube);
    expect((await list({ q: 'YÖNETIM' })).names).toEqual(['Şube Yönetimi']);
    expect((await list({ q: 'yonetim' })).names).toEqual(['Şube Yönetimi']);
    for (const q of ['iĞd', 'ığdır', 'IĞDIR', 'igdir', 'İğdır'])
      expect((await list({ q })).names, q).toEqual(['Iğdır']);
    for (const q of ['ılık', 'ILIK', 'ilik', 'İLİK'])
      expect((await list({ q })).names, q).toEqual(['ılık kahve']);
    expect((await list({ q: 'üç' })).names).toEqual(['dolgu üç']);
    expect((await list({ q: 'uc' })).names).toEqual(['dolgu üç']);
    for (const q of ['иван', 'ИВАН', 'петров']) expect((await list({ q })).names, q).toEqual(['Иван Петров']);
  });

  it('pages with the total of all matching rows, also past the last page', async () => {
    const first = await list({ sortBy: 'position', itemsPerPage: '5', page: '1' });
    expect(first).toEqual({ names: NAMES.slice(0, 5), total: NAMES.length });
    const last = await list({ sortBy: 'position', itemsPerPage: '5', page: '3' });
    expect(last).toEqual({ names: NAMES.slice(10), total: NAMES.length });
    expect(await list({ itemsPerPage: '5', page: '4' })).toEqual({ names: [], total: NAMES.length });
    expect(await list({ q: 'şube', page: '9' })).toEqual({ names: [], total: 3 });
  });
});

describe('the search fold', () => {
  it('is the same in JS, in SQL and in the migration that folded the bills written before it', async () => {
    const text = 'İSMAİL Işık ŞÜKRÜ Ğöç Müller ÉLODIE Иван Ёлка';
    const result = (await t.db.execute(sql`select ${foldedSql(sql`${text}::text`)} as folded`)) as {
      rows: unknown[];
    };
    const [row] = result.rows;
    expect(row).toEqual({ folded: foldForSearch(text) });
    expect(foldForSearch(text)).toBe('ismail isik sukru goc muller elodie иван елка');
    const migration = readFileSync(
      new URL('../../drizzle/0020_fold_bill_search.sql', import.meta.url),
      'utf8',
    );
    expect(migration).toContain(`translate("search_text", '${FOLD_FROM}', '${FOLD_TO}')`);
  });
});

describe('a list request', () => {
  it('refuses an unknown sort key, a page size over 100 and a page below 1 with VALIDATION_FAILED', async () => {
    const { accessToken } = await signIn(t.app, ADMIN.email, ADMIN.password);
    for (const query of ['sortBy=password', 'itemsPerPage=101', 'itemsPerPage=-1', 'page=0', 'orderBy=up']) {
      const response = await t.app.inject({ url: `/api/permissions?${query}`, headers: bearer(accessToken) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('VALIDATION_FAILED');
    }
  });
});
