// The app's logger (pino), and what an error may put in it. A failed query's error carries the
// statement with its parameters (Drizzle's message), the failing row (PostgreSQL's detail) and
// values in its message: a guest's name, message, address and user agent would land in the log.
// The `err` serializer keeps what an operator needs — the error's type and code, for a database
// error its SQLSTATE, constraint, table and the statement's name, and the stack's frames — and
// nothing a request sent.
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

export function createLogger(level: Level | 'silent', destination?: DestinationStream): Logger {
  return pino({ level, serializers: { err: loggableError } }, destination);
}

/** A database error as node-postgres and PGlite report it (the fields that name no value). */
interface DatabaseFault {
  code: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** PostgreSQL's own errors have a severity and a five-character SQLSTATE (not a system error's EPIPE alone). */
const isDatabaseFault = (value: object): value is DatabaseFault =>
  'severity' in value && SQLSTATE.test(String((value as { code?: unknown }).code));

/** `insert posts`, `select media`: the statement's verb and first table, never its values. */
export function statementName(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'statement';
  const table = /\b(?:into|update|from)\s+"?([\w.]+)"?/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The stack's frames only: its first lines repeat the message, which may hold values. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  let query: string | undefined;
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const text = (e as { query?: unknown }).query;
    if (typeof text === 'string') query ??= text;
    if (isDatabaseFault(e)) {
      const { code, table, column, constraint, routine } = e;
      return {
        type: error.name,
        code,
        ...(query !== undefined && { statement: statementName(query) }),
        ...(table && { table }),
        ...(column && { column }),
        ...(constraint && { constraint }),
        ...(routine && { routine }),
        stack: framesOf(error.stack),
      };
    }
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    // a failed statement without a database code (a lost connection): its name, not its text
    message: query === undefined ? error.message : `failed: ${statementName(query)}`,
    ...(code !== undefined && { code }),
    ...(statusCode !== undefined && { statusCode }),
    stack: framesOf(error.stack),
  };
}
