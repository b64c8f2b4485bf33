// What a buyer has chosen before the order form: the design, the event, the texts and the quantity.
// It travels in the address (the order form's query, and back to the personalising page), so a
// reload, the back button or a shared link keep it; nothing is stored.
import type { PrintTexts } from '@hatira/shared/printing';
import { printingPaths } from './printing-paths';

export interface OrderDraft {
  designId: string;
  qrCodeId: string;
  texts: PrintTexts;
  quantity: number;
}

function draftSearch(draft: Omit<OrderDraft, 'designId'>): string {
  return new URLSearchParams({
    event: draft.qrCodeId,
    quantity: String(draft.quantity),
    texts: JSON.stringify(draft.texts),
  }).toString();
}

/** The order form with this draft. */
export const orderFormPath = (draft: OrderDraft) =>
  `${printingPaths.order}?${new URLSearchParams({ design: draft.designId })}&${draftSearch(draft)}`;

/** The personalising page with this draft filled in again. */
export const personalizePath = (draft: OrderDraft) =>
  `${printingPaths.personalize(draft.designId)}?${draftSearch(draft)}`;

function textsOf(json: string | null): PrintTexts {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, text]) => typeof text === 'string'),
    ) as PrintTexts;
  } catch {
    return {};
  }
}

/** What the address holds of a draft; anything missing or malformed is left empty (0: no quantity). */
export function readOrderDraft(search: URLSearchParams, designId = search.get('design') ?? ''): OrderDraft {
  const quantity = Number(search.get('quantity'));
  return {
    designId,
    qrCodeId: search.get('event') ?? '',
    texts: textsOf(search.get('texts')),
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 0,
  };
}
