// The order form's check (lib/body-form-schema.ts): the shared order body judges the quantity as
// typed, the shipping address and the billing identity (checked as at checkout, its numbers by
// their check digits), with the draft's design, event and texts; a quantity under the design's
// least is refused here too, as the server would (QUANTITY_BELOW_MINIMUM).
import { billingIdentitySchema } from '@hatira/shared/bills';
import { createPrintOrderBodySchema } from '@hatira/shared/printing';
import { fieldError } from '@hatira/shared/field-errors';
import { bodyFormSchema } from '../../lib/body-form-schema';
import type { OrderDraft } from './order-draft';
import { toOrderInput, type OrderFormValues } from './order-form-values';

export const orderFormSchema = (draft: OrderDraft, minQuantity: number) =>
  bodyFormSchema(
    createPrintOrderBodySchema
      .extend({ billing: billingIdentitySchema })
      .refine((body) => body.quantity >= minQuantity, {
        path: ['quantity'],
        error: fieldError('invalid'),
      }),
    (values: OrderFormValues) => toOrderInput(draft, values),
    { unreadable: (values) => (/^\d*$/.test(values.quantity.trim()) ? [] : ['quantity']) },
  );
