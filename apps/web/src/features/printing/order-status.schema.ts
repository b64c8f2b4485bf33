// The staff's move of an order (PATCH /api/printing/orders/{id}): the shared body, and for
// `shipped` the carrier and the tracking number, which the buyer needs to follow the parcel.
import { fieldError } from '@hatira/shared/field-errors';
import { updatePrintOrderBodySchema } from '@hatira/shared/printing';

export const orderStatusSchema = updatePrintOrderBodySchema.superRefine((body, ctx) => {
  if (body.status !== 'shipped') return;
  for (const field of ['carrier', 'trackingNumber'] as const)
    if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: fieldError('required') });
});
