// The order form's check (lib/body-form-schema.ts): the shared order body judges the quantity as
// typed, the shipping address and the billing identity (checked as at checkout, its numbers by
// their check digits), with the draft's design, event and texts; a quantity under the design's
// least is refused here too, as the server would (QUANTITY_BELOW_MINIMUM), and so is an order
// without both contracts accepted (CONTRACTS_NOT_ACCEPTED).
import { billingIdentitySchema } from '@hatira/shared/bills';
import { CHECKOUT_CONTRACTS } from '@hatira/shared/legal-pages';
import { createPrintOrderBodySchema } from '@hatira/shared/printing';
import { fieldError } from '@hatira/shared/field-errors';
import { bodyFormSchema } from '../../lib/body-form-schema';
import type { OrderDraft } from './order-draft';
import { toOrderInput, type OrderFormValues } from './order-form-values';

/** Both contracts accepted; each one missing is said on its own box (`contracts.<slug>`). */
const everyContract = createPrintOrderBodySchema.shape.acceptedContracts.check((context) => {
  for (const slug of CHECKOUT_CONTRACTS)
    if (!context.value.includes(slug))
      context.issues.push({
        code: 'custom',
        path: [slug],
        message: fieldError('required'),
        input: context.value,
      });
});

export const orderFormSchema = (draft: OrderDraft, minQuantity: number) =>
  bodyFormSchema(
    createPrintOrderBodySchema
      .extend({ billing: billingIdentitySchema, acceptedContracts: everyContract })
      .refine((body) => body.quantity >= minQuantity, {
        path: ['quantity'],
        error: fieldError('invalid'),
      }),
    (values: OrderFormValues) => toOrderInput(draft, values),
    {
      fieldOf: { acceptedContracts: 'contracts' },
      unreadable: (values) => (/^\d*$/.test(values.quantity.trim()) ? [] : ['quantity']),
    },
  );
