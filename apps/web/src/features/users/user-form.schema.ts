// The user form's check, loaded with the form's first interaction (lib/lazy-zod-resolver.ts): the
// shared create body, with the two choices the form always holds a value for ('' = no subscriber).
import { z } from 'zod';
import { ACCOUNT_TYPES } from '@hatira/shared/auth';
import { createUserBodySchema } from '@hatira/shared/users';

export const userFormSchema = createUserBodySchema.extend({
  subscriberId: z.union([z.literal(''), createUserBodySchema.shape.subscriberId.unwrap().unwrap()]),
  accountType: z.enum(ACCOUNT_TYPES),
});
