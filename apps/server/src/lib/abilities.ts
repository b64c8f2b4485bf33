// Row scoping from the same rules that answer `assertCan` (docs/decisions/027): the rows a caller
// may act on are those some rule of theirs allows. A rule without conditions allows every row; a
// rule with conditions (`{ ownerId: <user id> }`) becomes a where condition on the columns the
// feature names for those fields. Features keep their `readable…` functions; these build them.
import { and, eq, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Action, Subject } from '@hatira/shared/abilities';
import type { Actor } from './actor.js';
import { AppError } from './errors.js';

/** The columns a subject's condition fields stand for in the query at hand. */
export type FieldColumns = Record<string, AnyColumn>;

/**
 * The rows of `subject` the actor may `action`, as a where condition over `columns`: undefined
 * when a platform-wide rule allows every row. FORBIDDEN when no rule allows the action at all,
 * so a caller without any right is refused (403) before a look-up could answer 404.
 */
export function permittedWhere(
  actor: Actor,
  action: Action,
  subject: Subject,
  columns: FieldColumns,
): SQL | undefined {
  const rules = actor.ability.rulesFor(action, subject).filter((rule) => !rule.inverted);
  if (rules.length === 0) throw new AppError('FORBIDDEN');
  if (rules.some((rule) => !rule.conditions)) return undefined;
  return or(
    ...rules.map((rule) =>
      and(
        ...Object.entries(rule.conditions as Record<string, string>).map(([field, value]) => {
          const column = columns[field];
          if (!column) throw new Error(`No column for the ${subject} condition field ${field}`);
          return eq(column, value);
        }),
      ),
    ),
  );
}
