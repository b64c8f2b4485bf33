// Customer accounts of corporate subscribers (issue 4): a corporate subscriber makes an account for
// each of their clients, who sets a password from an invitation mail and sees the events assigned
// to them. An admin sees every subscriber's customers.
import { z } from 'zod';
import { emailSchema, USER_STATUSES } from './auth.js';
import { listQuerySchema, requiredText } from './common.js';
import { fieldError } from './field-errors.js';
import { CUSTOMER_NOTE_MAX, FULL_NAME_MAX, PHONE_MAX } from './limits.js';

const optionalText = (max: number) =>
  z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(max, { error: fieldError('tooLong', { max }) })
    .nullable()
    .optional();

export const phoneSchema = z
  .string({ error: fieldError('invalid') })
  .trim()
  .max(PHONE_MAX, { error: fieldError('tooLong', { max: PHONE_MAX }) })
  .regex(/^[+\d\s().-]*$/, { error: fieldError('invalid') })
  .nullable()
  .optional();

const customerFields = {
  fullName: requiredText(FULL_NAME_MAX),
  email: emailSchema,
  phone: phoneSchema,
  note: optionalText(CUSTOMER_NOTE_MAX),
};

export const createCustomerBodySchema = z.object({
  ...customerFields,
  /** Admins only: the corporate subscriber the customer belongs to (others always get their own). */
  subscriberId: z.uuid({ error: fieldError('invalid') }).optional(),
});
export type CreateCustomerBody = z.infer<typeof createCustomerBodySchema>;

export const updateCustomerBodySchema = z.object(customerFields).partial();
export type UpdateCustomerBody = z.infer<typeof updateCustomerBodySchema>;

export const customerSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
  /** `pending` until the customer sets a password from the invitation mail. */
  status: z.enum(USER_STATUSES),
  avatar: z.string().nullable(),
  subscriberId: z.string(),
  subscriberName: z.string(),
  eventCount: z.number().int(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** An event (QR code) assigned to the customer. */
export const customerEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  eventDate: z.string().nullable(),
  isActive: z.boolean(),
});
export type CustomerEvent = z.infer<typeof customerEventSchema>;

export const customerDetailSchema = customerSchema.extend({ events: z.array(customerEventSchema) });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const CUSTOMER_SORT_FIELDS = ['fullName', 'email', 'status', 'createdAt'] as const;

export const listCustomersQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(CUSTOMER_SORT_FIELDS, { error: fieldError('invalidChoice') }).optional(),
});
export type ListCustomersQuery = z.infer<typeof listCustomersQuerySchema>;
