// The reset form: the shared password rules plus a confirmation that must match (browser only).
import { z } from 'zod';
import { resetPasswordBodySchema } from '@hatira/shared/auth';
import { fieldError } from '@hatira/shared/field-errors';

export const resetFormSchema = resetPasswordBodySchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string().min(1, { error: fieldError('required') }) })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: fieldError('passwordsDiffer'),
  });

export type ResetForm = z.infer<typeof resetFormSchema>;
