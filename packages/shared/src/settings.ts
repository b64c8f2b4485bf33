// The seller's identity that bills print (DESIGN.md §4 settings), edited by the admin on
// /bills-management. `GET|PUT /api/settings/seller` (docs/decisions/035).
import { z } from 'zod';
import { emailSchema } from './auth.js';
import { fieldError } from './field-errors.js';
import { SELLER_TEXT_MAX } from './limits.js';

const text = (max = SELLER_TEXT_MAX) =>
  z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(max, { error: fieldError('tooLong', { max }) });

export const sellerSettingsSchema = z.object({
  title: text(),
  address: text(500),
  taxOffice: text(),
  taxNumber: text(20),
  mersis: text(20),
  email: z.union([z.literal(''), emailSchema]),
  phone: text(30),
});
export type SellerSettings = z.infer<typeof sellerSettingsSchema>;
export const updateSellerSettingsBodySchema = sellerSettingsSchema.partial();
export type UpdateSellerSettingsBody = z.infer<typeof updateSellerSettingsBodySchema>;
