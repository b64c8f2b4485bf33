// What the cart's form checks before it asks the server (the shared billing identity, and each
// contract accepted). Loaded on the first touch of the form (lib/lazy-zod-resolver.ts).
import { z } from 'zod';
import { billingIdentitySchema } from '@hatira/shared/bills';
import { fieldError } from '@hatira/shared/field-errors';

/** Ticked; the box says what is missing in its own words (contract-field.tsx). */
const accepted = z.boolean().refine((value) => value, { error: fieldError('required') });

export const cartSchema = z.object({
  couponCode: z.string().trim().max(50),
  billing: billingIdentitySchema,
  contracts: z.object({ 'distance-sales-contract': accepted, 'pre-information-form': accepted }),
});
export type CartValues = z.input<typeof cartSchema>;
export type CartOutput = z.output<typeof cartSchema>;
