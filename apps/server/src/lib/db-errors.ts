// PostgreSQL's error codes as both drivers report them: node-postgres and PGlite set `code` on the
// error, and Drizzle wraps it as the `cause` of its own error. The system's error codes (ENOSPC)
// sit in the same `code` field.

/** The SQLSTATE of `error` or of any error in its `cause` chain. */
function hasSqlState(error: unknown, state: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === state) return true;
  return false;
}

/** 23505: a unique index refused the row. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/** 23503: a foreign key refused the change (a row still referenced, or a reference to nothing). */
export const isForeignKeyViolation = (error: unknown): boolean => hasSqlState(error, '23503');

/**
 * The disk is full: the system's ENOSPC (EDQUOT: over a disk quota), or PostgreSQL's 53100
 * (disk_full: the embedded database's folder is on the same disk), anywhere in the cause chain.
 */
export const isOutOfSpace = (error: unknown): boolean =>
  ['ENOSPC', 'EDQUOT', '53100'].some((code) => hasSqlState(error, code));
