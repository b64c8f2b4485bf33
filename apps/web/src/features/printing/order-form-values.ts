// The order form's values: the quantity as typed, the shipping address and the identity the bill is
// made out to, both first filled from the buyer's last billing identity (GET /api/checkout/billing),
// else empty for their account type, and the two contracts of a distance sale, not yet accepted.
import type { AccountType } from '@hatira/shared/auth';
import type { BillingPrefill } from '@hatira/shared/bills';
import { CHECKOUT_CONTRACTS } from '@hatira/shared/legal-pages';
import type { Shipping } from '@hatira/shared/printing';
import type { OrderDraft } from './order-draft';

export interface OrderFormValues {
  quantity: string;
  shipping: Shipping;
  billing: BillingPrefill;
  /** Each contract of a distance sale, ticked once the buyer accepts it. */
  contracts: Record<(typeof CHECKOUT_CONTRACTS)[number], boolean>;
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
    contracts: { 'distance-sales-contract': false, 'pre-information-form': false },
  };
}

export const toOrderInput = (draft: OrderDraft, values: OrderFormValues) => ({
  designId: draft.designId,
  qrCodeId: draft.qrCodeId,
  texts: draft.texts,
  quantity: values.quantity.trim() === '' ? undefined : Number(values.quantity),
  shipping: values.shipping,
  billing: values.billing,
  acceptedContracts: CHECKOUT_CONTRACTS.filter((slug) => values.contracts[slug]),
});
