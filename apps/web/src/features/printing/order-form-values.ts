// The order form's values: the quantity as typed and the shipping address, first filled from the
// buyer's last billing identity (GET /api/checkout/billing) where it says the same thing.
import type { BillingPrefill } from '@hatira/shared/bills';
import type { Shipping } from '@hatira/shared/printing';
import type { OrderDraft } from './order-draft';

export interface OrderFormValues {
  quantity: string;
  shipping: Shipping;
}

export function orderFormValuesOf(draft: OrderDraft, prefill: BillingPrefill | undefined): OrderFormValues {
  return {
    quantity: draft.quantity > 0 ? String(draft.quantity) : '',
    shipping: {
      fullName: prefill?.type === 'individual' ? prefill.fullName : (prefill?.companyName ?? ''),
      phone: prefill?.phone ?? '',
      address: prefill?.address ?? '',
      district: '',
      city: prefill?.city ?? '',
      postalCode: '',
    },
  };
}

export const toOrderInput = (draft: OrderDraft, values: OrderFormValues) => ({
  designId: draft.designId,
  qrCodeId: draft.qrCodeId,
  texts: draft.texts,
  quantity: values.quantity.trim() === '' ? undefined : Number(values.quantity),
  shipping: values.shipping,
});
