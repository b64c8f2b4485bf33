// Subscription plans (the price lists) and subscriptions (DESIGN.md §4). Money is in minor units
// (kuruş for TRY) with an ISO 4217 currency; times travel as ISO 8601 strings.
import { z } from 'zod';
import { ACCOUNT_TYPES } from './auth.js';
import { listQuerySchema, patchBodyOf, requiredText } from './common.js';
import { fieldError } from './field-errors.js';
import { PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX } from './limits.js';

export const PLAN_TYPES = ACCOUNT_TYPES;
export type PlanType = (typeof PLAN_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['pending_payment', 'active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionPlanSchema = z.object({
  id: z.string(),
  type: z.enum(PLAN_TYPES),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  currency: z.string().length(3),
  durationDays: z.number().int(),
  maxEvents: z.number().int(),
  maxAlbumsPerEvent: z.number().int(),
  maxPostsPerAlbum: z.number().int(),
  storageQuotaBytes: z.number().int(),
  videoAllowed: z.boolean(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const listSubscriptionPlansQuerySchema = z.object({
  type: z.enum(PLAN_TYPES, { error: fieldError('invalidChoice') }).optional(),
  /** Admins: the inactive plans too. */
  all: z.enum(['true', 'false'], { error: fieldError('invalidChoice') }).optional(),
});
export type ListSubscriptionPlansQuery = z.infer<typeof listSubscriptionPlansQuerySchema>;

const count = (min: number) =>
  z
    .number({ error: fieldError('required') })
    .int({ error: fieldError('invalid') })
    .min(min, { error: fieldError('invalid') });

const planFields = z.object({
  type: z.enum(PLAN_TYPES, { error: fieldError('invalidChoice') }),
  name: requiredText(PLAN_NAME_MAX),
  description: z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(PLAN_DESCRIPTION_MAX, { error: fieldError('tooLong', { max: PLAN_DESCRIPTION_MAX }) })
    .default(''),
  /** Kuruş, KDV included. */
  price: count(0),
  currency: z.enum(['TRY'], { error: fieldError('invalidChoice') }).default('TRY'),
  durationDays: count(1),
  maxEvents: count(1),
  maxAlbumsPerEvent: count(1),
  maxPostsPerAlbum: count(1),
  storageQuotaBytes: count(1),
  videoAllowed: z.boolean().default(true),
  active: z.boolean().default(true),
  sortOrder: count(0).default(0),
});

/** POST /api/subscription-plans (admin). */
export const planBodySchema = planFields;
export type PlanBody = z.infer<typeof planBodySchema>;
/** PATCH /api/subscription-plans/{id} (admin): any of the fields. */
export const updatePlanBodySchema = patchBodyOf(planFields);
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

/** "required" when missing, "not valid" when present but malformed. */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  fieldError(issue.input === undefined ? 'required' : 'invalid');

const dateTimeSchema = z.iso.datetime({ offset: true, error: fieldError('invalid') });

export const createSubscriptionBodySchema = z
  .object({
    userId: z.uuid({ error: requiredOrInvalid }),
    planId: z.uuid({ error: requiredOrInvalid }),
    status: z.enum(SUBSCRIPTION_STATUSES, {
      error: (issue) => fieldError(issue.input === undefined ? 'required' : 'invalidChoice'),
    }),
    /** Defaults to now. */
    startsAt: dateTimeSchema.optional(),
    /** Defaults to startsAt + the plan's duration. */
    endsAt: dateTimeSchema.optional(),
  })
  .refine((body) => !body.startsAt || !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    path: ['endsAt'],
    error: fieldError('invalid'),
  });
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The subscriber's name and email, for the admin's list. */
  userName: z.string(),
  userEmail: z.string(),
  plan: z.object({ id: z.string(), name: z.string(), type: z.enum(PLAN_TYPES) }),
  /** `active` only while ends_at is in the future: a lapsed active row reads `expired`. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  pricePaid: z.number().int(),
  currency: z.string().length(3),
  couponCode: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const SUBSCRIPTION_SORT_FIELDS = [
  'createdAt',
  'startsAt',
  'endsAt',
  'status',
  'pricePaid',
  'planName',
] as const;

/** `q` matches the subscriber's name or email, or the plan's name. */
export const listSubscriptionsQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(SUBSCRIPTION_SORT_FIELDS, { error: fieldError('invalidChoice') }).optional(),
  userId: z.uuid({ error: fieldError('invalid') }).optional(),
  planId: z.uuid({ error: fieldError('invalid') }).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES, { error: fieldError('invalidChoice') }).optional(),
});

/**
 * PATCH /api/subscriptions/{id} (admin): extend (a later `endsAt`), change the plan (limits follow
 * at once; the price paid stays), or cancel (`status: cancelled`).
 */
export const updateSubscriptionBodySchema = z
  .object({
    planId: z.uuid({ error: fieldError('invalid') }),
    endsAt: dateTimeSchema,
    status: z.enum(['active', 'cancelled'], { error: fieldError('invalidChoice') }),
  })
  .partial();
export type UpdateSubscriptionBody = z.infer<typeof updateSubscriptionBodySchema>;
export type ListSubscriptionsQuery = z.infer<typeof listSubscriptionsQuerySchema>;
