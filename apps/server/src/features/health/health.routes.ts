import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';

export function healthRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), database: z.literal('unreachable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, database: 'unreachable' as const });
      }
    },
  );
}

/** How long one readiness check may take before it counts as unreachable. */
const CHECK_TIMEOUT_MS = 3000;

const checkResult = z.enum(['ok', 'unreachable']);

/** 'ok', or 'unreachable' (logged) when `check` rejects or outlasts CHECK_TIMEOUT_MS. */
async function probe(
  name: string,
  check: () => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<z.infer<typeof checkResult>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (err) {
    log.error({ err }, `readiness check: ${name} unreachable`);
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/ready` (docs/decisions/046): whether this instance can serve — the database, the media
 * storage and, when REDIS_URL is set, Redis answer. A load balancer sends traffic only while it is 200.
 */
export function readinessRoutes(app: App, deps: AppDeps): void {
  const readySchema = z.object({
    status: z.enum(['ok', 'error']),
    checks: z.object({ database: checkResult, storage: checkResult, redis: checkResult.optional() }),
  });
  app.get(
    '/api/ready',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database, storage and Redis reachable',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const checks: Record<string, () => Promise<unknown>> = {
        database: () => deps.db.execute(sql`select 1`),
        // a key that never exists: reachable storage answers null, an unreachable one throws
        storage: () => deps.storage.stat('readiness-probe'),
      };
      const { ping } = deps.rateLimiter;
      if (ping) checks['redis'] = () => ping.call(deps.rateLimiter);
      const results = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => [name, await probe(name, check, request.log)]),
      );
      const body = {
        status: results.every(([, result]) => result === 'ok') ? ('ok' as const) : ('error' as const),
        checks: Object.fromEntries(results) as z.infer<typeof readySchema>['checks'],
      };
      return reply.status(body.status === 'ok' ? 200 : 503).send(body);
    },
  );
}
