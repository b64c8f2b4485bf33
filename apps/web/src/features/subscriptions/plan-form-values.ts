// The plan drawer's values and their translation into the API's body. Staff think in lira and
// gigabytes; the API speaks kuruş (KDV included) and bytes (DESIGN.md §4).
import type { PlanBody, PlanType, SubscriptionPlan } from '@hatira/shared/subscriptions';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';

export const GIGABYTE = 1024 ** 3;

export interface PlanFormValues {
  name: string;
  description: string;
  /** Lira as typed: "1.499,90". */
  price: string;
  /** Texts of number inputs. */
  durationDays: string;
  maxEvents: string;
  maxAlbumsPerEvent: string;
  maxPostsPerAlbum: string;
  storageGb: string;
  videoAllowed: boolean;
  active: boolean;
}

/** Form fields that show a body field's error (body name → form name where they differ). */
export const FORM_FIELD_OF: Readonly<Record<string, keyof PlanFormValues>> = {
  storageQuotaBytes: 'storageGb',
};

export const NEW_PLAN: PlanFormValues = {
  name: '',
  description: '',
  price: '',
  durationDays: '30',
  maxEvents: '1',
  maxAlbumsPerEvent: '5',
  maxPostsPerAlbum: '500',
  storageGb: '10',
  videoAllowed: true,
  active: true,
};

export function planFormValuesOf(plan: SubscriptionPlan, language: string): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    price: formatMoneyInput(plan.price, language),
    durationDays: String(plan.durationDays),
    maxEvents: String(plan.maxEvents),
    maxAlbumsPerEvent: String(plan.maxAlbumsPerEvent),
    maxPostsPerAlbum: String(plan.maxPostsPerAlbum),
    storageGb: String(Math.round((plan.storageQuotaBytes / GIGABYTE) * 100) / 100),
    videoAllowed: plan.videoAllowed,
    active: plan.active,
  };
}

/** A number input's text as a number; '' as missing (the schema says "required"). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** What the form's values say of each body field, for the shared schema to judge (plan-form.schema.ts). */
export type PlanInput = { [K in keyof PlanBody]: unknown };

/** The body of a plan of `type` at `sortOrder`, as far as the values say it (the price: undefined when unreadable). */
export function toPlanInput(values: PlanFormValues, type: PlanType, sortOrder: number): PlanInput {
  const storageGb = numberOf(values.storageGb);
  return {
    type,
    name: values.name,
    description: values.description,
    price: parseMoneyInput(values.price),
    currency: 'TRY',
    durationDays: numberOf(values.durationDays),
    maxEvents: numberOf(values.maxEvents),
    maxAlbumsPerEvent: numberOf(values.maxAlbumsPerEvent),
    maxPostsPerAlbum: numberOf(values.maxPostsPerAlbum),
    storageQuotaBytes: storageGb === undefined ? undefined : Math.round(storageGb * GIGABYTE),
    videoAllowed: values.videoAllowed,
    active: values.active,
    sortOrder,
  };
}
