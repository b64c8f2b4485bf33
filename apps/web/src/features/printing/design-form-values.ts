// A design as its editor holds it: lengths in millimetres as numbers (the typed fields and the
// canvas both write them), the price in lira as typed (kuruş in the body), and the paper choice,
// which only the form has (the body keeps the size).
import type { PrintDesign, PrintDesignBody, TextBox } from '@hatira/shared/printing';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';
import { paperOf, presetSize, type PaperChoice } from './paper';

export interface DesignFormValues {
  categoryId: string;
  name: string;
  description: string;
  paper: PaperChoice;
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  qrBox: { xMm: number; yMm: number; sizeMm: number };
  textBoxes: TextBox[];
  /** Lira, as typed. */
  unitPrice: string;
  minQuantity: number;
  isActive: boolean;
}

const A6 = presetSize('a6', false);

/** A new design: an A6 table card with its QR in the middle of the lower half. */
export const NEW_DESIGN: DesignFormValues = {
  categoryId: '',
  name: '',
  description: '',
  paper: 'a6',
  ...A6,
  bleedMm: 3,
  qrBox: { xMm: 27.5, yMm: 70, sizeMm: 50 },
  textBoxes: [],
  unitPrice: '',
  minQuantity: 1,
  isActive: true,
};

export function designFormValuesOf(design: PrintDesign, language: string): DesignFormValues {
  return {
    categoryId: design.categoryId,
    name: design.name,
    description: design.description,
    paper: paperOf(design.widthMm, design.heightMm),
    widthMm: design.widthMm,
    heightMm: design.heightMm,
    bleedMm: design.bleedMm,
    qrBox: { ...design.qrBox },
    textBoxes: design.textBoxes.map((box) => ({ ...box })),
    unitPrice: formatMoneyInput(design.unitPrice, language),
    minQuantity: design.minQuantity,
    isActive: design.isActive,
  };
}

/** A new text box across the upper part of the page, with a key not taken yet. */
export function newTextBox(values: Pick<DesignFormValues, 'widthMm' | 'textBoxes'>, label: string): TextBox {
  const taken = new Set(values.textBoxes.map((box) => box.key));
  let n = values.textBoxes.length + 1;
  while (taken.has(`text${n}`)) n++;
  const margin = Math.min(10, values.widthMm / 10);
  return {
    key: `text${n}`,
    label,
    xMm: margin,
    yMm: Math.min(10 + 15 * values.textBoxes.length, 100),
    widthMm: values.widthMm - 2 * margin,
    heightMm: 12,
    fontSizePt: 18,
    align: 'center',
    color: '#000000',
    defaultText: '',
    maxLength: 40,
  };
}

export const unitPriceOf = (values: Pick<DesignFormValues, 'unitPrice'>) => parseMoneyInput(values.unitPrice);

/** What the values say of each body field, for the shared schema to judge (design-form.schema.ts). */
export function toDesignInput(values: DesignFormValues): { [K in keyof PrintDesignBody]: unknown } {
  return {
    categoryId: values.categoryId,
    name: values.name,
    description: values.description,
    widthMm: values.widthMm,
    heightMm: values.heightMm,
    bleedMm: values.bleedMm,
    qrBox: values.qrBox,
    textBoxes: values.textBoxes,
    unitPrice: unitPriceOf(values),
    minQuantity: values.minQuantity,
    isActive: values.isActive,
  };
}
