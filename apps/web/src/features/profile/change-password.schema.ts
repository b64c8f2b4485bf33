// The change-password form: the shared body plus a confirmation that must match (browser only).
import { z } from 'zod';
import { fieldError } from '@hatira/shared/field-errors';
import { changePasswordBodySchema } from '@hatira/shared/profile';

export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string().min(1, { error: fieldError('required') }) })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: fieldError('passwordsDiffer'),
  });

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
