// The order form's values: the quantity as typed, the shipping address and the identity the bill is
// made out to, both first filled from the buyer's last billing identity (GET /api/checkout/billing),
// else empty for their account type.
import type { AccountType } from '@hatira/shared/auth';
import type { BillingPrefill } from '@hatira/shared/bills';
import type { Shipping } from '@hatira/shared/printing';
import type { OrderDraft } from './order-draft';

export interface OrderFormValues {
  quantity: string;
  shipping: Shipping;
  billing: BillingPrefill;
}

const NO_BILLING: Record<AccountType, BillingPrefill> = {
  individual: { type: 'individual', fullName: '', nationalId: '', address: '', city: '', phone: '' },
  corporate: {
    type: 'corporate',
    companyName: '',
    taxOffice: '',
    taxNumber: '',
    address: '',
    city: '',
    phone: '',
  },
};

export function orderFormValuesOf(
  draft: OrderDraft,
  prefill: BillingPrefill | undefined,
  accountType: AccountType,
): OrderFormValues {
  return {
    quantity: draft.quantity > 0 ? String(draft.quantity) : '',
    billing: prefill ?? NO_BILLING[accountType],
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
  billing: values.billing,
});
