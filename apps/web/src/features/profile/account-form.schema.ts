// The account form's check, loaded with the form's first interaction (lib/lazy-zod-resolver.ts):
// the shared profile body; the current password is a field of its own, which the server checks
// only when the email changes.
import { z } from 'zod';
import { updateProfileBodySchema } from '@hatira/shared/profile';

export const accountFormSchema = updateProfileBodySchema.extend({ currentPassword: z.string() });
