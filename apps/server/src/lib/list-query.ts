// Every admin list answers the same request the same way (DESIGN.md §6): `q` matched
// case-insensitively over the list's search columns, `sortBy` among its sort keys (the shared
// schema's enum already refused any other with VALIDATION_FAILED), `orderBy`, one page of
// `itemsPerPage` rows and the total of all matching rows. A feature says only what is its own.
import { and, asc, count, desc, or, sql, type Column, type SQL, type Subquery } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListQuery, ListResponse } from '@hatira/shared/common';
import type { Db } from '../db/client.js';

export interface ListSpec<Key extends string> {
  /** The caller's scope and the list's own filters, as they are (undefined: every row). */
  where?: SQL | undefined;
  /** What `q` is looked for in: columns or expressions (e.g. an address as text). */
  search: (Column | SQL)[];
  /** The sort keys the shared schema allows, each with what it sorts by. */
  sortColumns: Record<Key, Column | SQL>;
  /** The order without `sortBy` (`orderBy` applies only to a sort key asked for). */
  defaultSort: { key: NoInfer<Key>; order: 'asc' | 'desc' };
  /** Sorted after the key, in the same direction, so equal values keep one order across pages; end with a unique column. */
  tieBreakers: (Column | SQL)[];
}

/** `%` and `_` in what a user typed are literal characters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A search matches across case and the letters people type without a Turkish (or German, French,
 * Russian) keyboard: "ismail" finds "İsmail", "ayse" "AYŞE", "muller" "Müller", "иван" "Иван".
 * Each letter below folds to its plain small letter, on both sides; the rest of ASCII is lowered by
 * lower(). Done with translate() rather than lower() alone, because lower() follows the database's
 * locale, and under C (PGlite's) it leaves every letter outside ASCII as it is.
 */
const FOLDS: [string, string][] = [
  ['İIıÎîÌÍÏìíï', 'i'],
  ['ŞşŠš', 's'],
  ['Ğğ', 'g'],
  ['ÜüÛûÙÚùú', 'u'],
  ['ÖöÒÓÔÕòóôõ', 'o'],
  ['ÇçĆć', 'c'],
  ['ÂâÀÁÃÄÅàáãäå', 'a'],
  ['ÈÉÊËèéêë', 'e'],
  ['Ññ', 'n'],
  ['ЁёЕ', 'е'],
  ['АБВГДЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ', 'абвгджзийклмнопрстуфхцчшщъыьэюя'],
];
export const FOLD_FROM = FOLDS.map(([from]) => from).join('');
export const FOLD_TO = FOLDS.map(([from, to]) => (to.length === 1 ? to.repeat(from.length) : to)).join('');
const FOLD_OF = new Map([...FOLD_FROM].map((letter, i) => [letter, FOLD_TO[i]!]));
const FOLDED = new RegExp(`[${FOLD_FROM}]`, 'g');

/** A text as searches compare it (see FOLDS). */
export const foldForSearch = (text: string) =>
  text.replace(FOLDED, (letter) => FOLD_OF.get(letter)!).toLowerCase();

/** The same fold in SQL, for a column or expression. */
export const foldedSql = (value: Column | SQL) => sql`lower(translate(${value}, ${FOLD_FROM}, ${FOLD_TO}))`;

/** `like` pattern of a search: the folded text anywhere, `%` and `_` as typed. */
export const searchPattern = (q: string) => `%${escapeLike(foldForSearch(q))}%`;

/** Rows matching `q` in any of the columns, or undefined (no condition) for an empty search. */
export function searchCondition(q: string | undefined, columns: (Column | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = searchPattern(q);
  return or(...columns.map((column) => sql`${foldedSql(column)} like ${pattern}`));
}

/**
 * One page of `rows` — a `db.select(…).from(…)` with its joins, made `$dynamic()`, without a
 * where — and the number of rows matching in all. The total counts the same query (joins and
 * all), so it can never disagree with the rows.
 */
export async function listPage<Rows extends PgSelect, Key extends string>(
  db: Db,
  rows: Rows,
  query: ListQuery & { sortBy?: Key | undefined },
  spec: ListSpec<Key>,
): Promise<ListResponse<Awaited<Rows>[number]>> {
  const matching = rows.where(and(spec.where, searchCondition(query.q, spec.search)));
  // `as` renders the query now, before the ordering and paging below are added to it.
  const matchingRows: Subquery = matching.as('matching');
  const counted = db.select({ value: count() }).from(matchingRows);
  const sortKey = query.sortBy ?? spec.defaultSort.key;
  const direction = (query.sortBy ? query.orderBy : spec.defaultSort.order) === 'desc' ? desc : asc;
  const [items, [total]] = await Promise.all([
    matching
      .orderBy(direction(spec.sortColumns[sortKey]), ...spec.tieBreakers.map((column) => direction(column)))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    counted,
  ]);
  return { items: items as Awaited<Rows>[number][], total: total?.value ?? 0 };
}
