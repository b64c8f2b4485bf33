// The environment, parsed once (DESIGN.md §3). A bad value stops start-up with a clear message.
import { hostname } from 'node:os';
import { z } from 'zod';
import { DEFAULT_BILL_PAYMENT_DAYS, DEFAULT_VAT_RATE } from '@hatira/shared/limits';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveNumber = z.coerce.number().positive();

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^(memory:\/\/|postgres(ql)?:\/\/)/, 'must be memory:// or postgres://…')
      .optional(),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    /** Absent: AWS S3 itself (by region); MinIO and other stores: their address. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      )
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be smtp://… or smtps://…')
      .optional(),
    MAIL_FROM: z.string().default('Hatıra <no-reply@hatira.local>'),
    ADMIN_EMAIL: z.email().default('admin@hatira.local'),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    DEMO_DATA: bool.default(false),
    TRUST_PROXY: bool.default(false),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be redis://…')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    STAFF_SESSION_IDLE_MINUTES: positiveNumber.default(30),
    STAFF_SESSION_MAX_HOURS: positiveNumber.default(12),
    SESSION_IDLE_DAYS: positiveNumber.default(7),
    SESSION_MAX_DAYS: positiveNumber.default(30),
    /**
     * This instance's name in the job tables (docs/decisions/042): it must stay the same across a
     * restart and differ between instances running at once. Default: host name and port.
     */
    INSTANCE_ID: z.string().trim().min(1).max(200).optional(),
    /** Media jobs this instance runs at once; 0 = this instance processes no media (API only). */
    MEDIA_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
    FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
    FFPROBE_PATH: z.string().min(1).default('ffprobe'),
    /**
     * How long guest read pages are kept in process at most (decisions 013, 025): every write of
     * any instance clears them sooner. 0 = off. At most ten minutes.
     */
    SHARE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
    /** Prometheus metrics at /metrics (docs/decisions/046): off unless enabled or a token is set. */
    METRICS_ENABLED: bool.default(false),
    /** When set, /metrics answers only `Authorization: Bearer <METRICS_TOKEN>` (and is on). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** SIGTERM: how long running requests (uploads, downloads) and jobs may finish before exit. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
    /** KDV (VAT) in percent, included in every price: a bill shows the net and the KDV inside its total. */
    VAT_RATE: z.coerce.number().int().min(0).max(100).default(DEFAULT_VAT_RATE),
    /**
     * Sign-in attempts allowed per address and per account in 15 minutes (then 429 RATE_LIMITED).
     * The defaults are the product's; a test run that signs in the same admin from one address
     * many times (the Playwright journeys) raises them.
     */
    LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    /** Days an unpaid bill waits for its transfer before the sweep cancels it. */
    BILL_PAYMENT_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_BILL_PAYMENT_DAYS),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === 's3')
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER=s3' });
  });

export type Env = z.infer<typeof configSchema>;

export interface Config extends Env {
  publicUrl: string;
  /** INSTANCE_ID, or `host:port`: what claims of jobs and media are held under. */
  instanceId: string;
  sessions: {
    staff: { idleMs: number; maxMs: number };
    others: { idleMs: number; maxMs: number };
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Whether every request is logged: only at LOG_LEVEL=debug or trace. At info a busy server would
 * bury what matters (and on the first start, the admin's password) under request lines.
 */
export function logsRequests(config: Pick<Env, 'LOG_LEVEL'>): boolean {
  return config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    instanceId: env.INSTANCE_ID ?? `${hostname()}:${env.PORT}`,
    sessions: {
      staff: { idleMs: env.STAFF_SESSION_IDLE_MINUTES * MINUTE, maxMs: env.STAFF_SESSION_MAX_HOURS * HOUR },
      others: { idleMs: env.SESSION_IDLE_DAYS * DAY, maxMs: env.SESSION_MAX_DAYS * DAY },
    },
  };
}
