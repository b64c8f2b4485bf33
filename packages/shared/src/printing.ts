// Printing workshop and store (DESIGN.md §6.4): the admin's catalogue of designs (a background with
// a QR box and text boxes, all in millimetres), a subscriber's personalised proof and order, and the
// store's product view of the designs. Money is integer kuruş, KDV included; lengths are millimetres.
import { z } from 'zod';
import { billingIdentitySchema, billSchema } from './bills.js';
import { listQuerySchema, patchBodyOf, requiredText } from './common.js';
import { phoneSchema } from './customers.js';
import { fieldError } from './field-errors.js';
import { LANGUAGES } from './languages.js';
import { LEGAL_SLUGS } from './legal-slugs.js';
import { ADDRESS_MAX, CITY_MAX, FULL_NAME_MAX, NOTE_MAX } from './limits.js';

export const PRINT_NAME_MAX = 100;
export const PRINT_DESCRIPTION_MAX = 1000;
export const PRINT_TEXT_KEY_MAX = 40;
export const PRINT_TEXT_LABEL_MAX = 60;
/** The longest text a box may allow a buyer to type. */
export const PRINT_TEXT_MAX = 300;
export const PRINT_TEXT_BOXES_MAX = 12;
/** Paper: at least a business card's short edge, at most A2's long edge. */
export const PAPER_MIN_MM = 20;
export const PAPER_MAX_MM = 594;
export const BLEED_MAX_MM = 10;
export const QR_MIN_MM = 15;
export const FONT_MIN_PT = 4;
export const FONT_MAX_PT = 144;
export const PRINT_QUANTITY_MAX = 10_000;
export const PRINT_BACKGROUND_MAX_BYTES = 20 * 1024 * 1024;
/** The long edge of the background's screen copy (the editor, proofs). */
export const PRINT_SCREEN_EDGE_PX = 1800;
/** The width of a design's catalogue preview. */
export const PRINT_PREVIEW_WIDTH_PX = 600;
/** Below this the background prints soft at the chosen size; the editor warns. */
export const PRINT_MIN_DPI = 300;
export const CARRIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 100;
export const POSTAL_CODE_MAX = 10;
export const DISTRICT_MAX = 60;

/** The editor's paper presets (width × height, portrait). */
export const PAPER_PRESETS = {
  a6: { widthMm: 105, heightMm: 148 },
  a5: { widthMm: 148, heightMm: 210 },
  a4: { widthMm: 210, heightMm: 297 },
  photo10x15: { widthMm: 100, heightMm: 150 },
  businessCard: { widthMm: 85, heightMm: 55 },
} as const;
export type PaperPreset = keyof typeof PAPER_PRESETS;

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

export const PRINT_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'printing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number];

/** Where each status may go: forward only; `cancelled` from `pending` or `confirmed`. */
export const PRINT_ORDER_NEXT: Record<PrintOrderStatus, readonly PrintOrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['printing', 'cancelled'],
  printing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

const mm = (min: number, max: number) =>
  z
    .number({ error: fieldError('required') })
    .min(min, { error: fieldError('invalid') })
    .max(max, { error: fieldError('invalid') });
const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: fieldError('invalid') })
  .default('#000000');

// ---- Catalogue: categories -------------------------------------------------------------------

export const printCategoryBodySchema = z.object({
  name: requiredText(PRINT_NAME_MAX),
  description: z
    .string()
    .trim()
    .max(PRINT_DESCRIPTION_MAX, { error: fieldError('tooLong', { max: PRINT_DESCRIPTION_MAX }) })
    .default(''),
  /** Order in the catalogue, ascending. */
  sortOrder: z
    .number()
    .int({ error: fieldError('invalid') })
    .min(0)
    .default(0),
  isActive: z.boolean().default(true),
});
export type PrintCategoryBody = z.infer<typeof printCategoryBodySchema>;
export const updatePrintCategoryBodySchema = patchBodyOf(printCategoryBodySchema);
export type UpdatePrintCategoryBody = z.infer<typeof updatePrintCategoryBodySchema>;

export const printCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** Designs in the category (all for staff, active ones for buyers). */
  designCount: z.number().int(),
  createdAt: z.string(),
});
export type PrintCategory = z.infer<typeof printCategorySchema>;

export const listPrintCategoriesQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(['name', 'sortOrder', 'createdAt'], { error: fieldError('invalidChoice') }).optional(),
});
export type ListPrintCategoriesQuery = z.infer<typeof listPrintCategoriesQuerySchema>;

// ---- Catalogue: designs ----------------------------------------------------------------------

export const qrBoxSchema = z.object({
  xMm: mm(0, PAPER_MAX_MM),
  yMm: mm(0, PAPER_MAX_MM),
  sizeMm: mm(QR_MIN_MM, PAPER_MAX_MM),
});
export type QrBox = z.infer<typeof qrBoxSchema>;

export const textBoxSchema = z.object({
  /** The name the order's `texts` use for this box: letters, digits, dash, underscore. */
  key: z
    .string({ error: fieldError('required') })
    .trim()
    .min(1, { error: fieldError('required') })
    .max(PRINT_TEXT_KEY_MAX, { error: fieldError('tooLong', { max: PRINT_TEXT_KEY_MAX }) })
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, { error: fieldError('invalid') }),
  /** What the buyer's form calls the field ("Names", "Date"). */
  label: requiredText(PRINT_TEXT_LABEL_MAX),
  xMm: mm(0, PAPER_MAX_MM),
  yMm: mm(0, PAPER_MAX_MM),
  widthMm: mm(1, PAPER_MAX_MM),
  /** The box's height; the text shrinks to fit inside width × height, never overflows. */
  heightMm: mm(1, PAPER_MAX_MM),
  fontSizePt: mm(FONT_MIN_PT, FONT_MAX_PT),
  align: z.enum(TEXT_ALIGNS, { error: fieldError('invalidChoice') }).default('center'),
  color: hexColor,
  defaultText: z
    .string()
    .max(PRINT_TEXT_MAX, { error: fieldError('tooLong', { max: PRINT_TEXT_MAX }) })
    .default(''),
  maxLength: z
    .number()
    .int({ error: fieldError('invalid') })
    .min(1, { error: fieldError('invalid') })
    .max(PRINT_TEXT_MAX, { error: fieldError('invalid') }),
});
export type TextBox = z.infer<typeof textBoxSchema>;

const designFields = z.object({
  categoryId: z.uuid({ error: fieldError('required') }),
  name: requiredText(PRINT_NAME_MAX),
  description: z
    .string()
    .trim()
    .max(PRINT_DESCRIPTION_MAX, { error: fieldError('tooLong', { max: PRINT_DESCRIPTION_MAX }) })
    .default(''),
  widthMm: mm(PAPER_MIN_MM, PAPER_MAX_MM),
  heightMm: mm(PAPER_MIN_MM, PAPER_MAX_MM),
  bleedMm: mm(0, BLEED_MAX_MM).default(3),
  qrBox: qrBoxSchema,
  textBoxes: z
    .array(textBoxSchema)
    .max(PRINT_TEXT_BOXES_MAX, { error: fieldError('tooMany', { max: PRINT_TEXT_BOXES_MAX }) })
    .default([]),
  /** Kuruş per piece, KDV included. */
  unitPrice: z
    .number({ error: fieldError('required') })
    .int({ error: fieldError('invalid') })
    .min(1, { error: fieldError('invalid') }),
  minQuantity: z
    .number()
    .int({ error: fieldError('invalid') })
    .min(1, { error: fieldError('invalid') })
    .max(PRINT_QUANTITY_MAX, { error: fieldError('invalid') })
    .default(1),
  isActive: z.boolean().default(true),
});

interface Page {
  widthMm: number;
  heightMm: number;
}
interface Box {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}
const inside = (box: Box, page: Page) =>
  box.xMm + box.widthMm <= page.widthMm + 1e-9 && box.yMm + box.heightMm <= page.heightMm + 1e-9;

/**
 * The boxes that do not lie inside the page, as field paths (`qrBox`, `textBoxes.1`): the server
 * answers 400 with these fields (after merging a PATCH with the stored design), the editor marks them.
 */
export function boxesOutsidePage(design: Page & { qrBox: QrBox; textBoxes: readonly TextBox[] }): string[] {
  const outside: string[] = [];
  const { qrBox } = design;
  if (!inside({ xMm: qrBox.xMm, yMm: qrBox.yMm, widthMm: qrBox.sizeMm, heightMm: qrBox.sizeMm }, design))
    outside.push('qrBox');
  design.textBoxes.forEach((box, i) => {
    if (!inside(box, design)) outside.push(`textBoxes.${i}`);
  });
  return outside;
}

/** The text boxes' keys that appear more than once, as field paths. */
export function duplicateTextKeys(textBoxes: readonly TextBox[]): string[] {
  const seen = new Set<string>();
  return textBoxes.flatMap((box, i) => {
    if (seen.has(box.key)) return [`textBoxes.${i}.key`];
    seen.add(box.key);
    return [];
  });
}

export const printDesignBodySchema = designFields;
export type PrintDesignBody = z.infer<typeof printDesignBodySchema>;
export const updatePrintDesignBodySchema = patchBodyOf(designFields);
export type UpdatePrintDesignBody = z.infer<typeof updatePrintDesignBodySchema>;

export const printDesignSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  name: z.string(),
  description: z.string(),
  widthMm: z.number(),
  heightMm: z.number(),
  bleedMm: z.number(),
  qrBox: qrBoxSchema,
  textBoxes: z.array(textBoxSchema),
  unitPrice: z.number().int(),
  minQuantity: z.number().int(),
  isActive: z.boolean(),
  /**
   * The background as the screen shows it (at most PRINT_SCREEN_EDGE_PX on its long edge; the
   * print file uses the uploaded pixels), null until one is uploaded. The address is unguessable
   * and changes with every new background, so it is cached for good.
   */
  backgroundUrl: z.string().nullable(),
  /** The background's pixels, for the editor's dpi warning; null without a background. */
  backgroundWidthPx: z.number().int().nullable(),
  backgroundHeightPx: z.number().int().nullable(),
  /**
   * A small rendering of the design (the background with a sample QR and the default texts), for
   * the catalogue cards; PRINT_PREVIEW_WIDTH_PX wide; made anew when the design changes.
   */
  previewUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrintDesign = z.infer<typeof printDesignSchema>;

/** The background's resolution at the design's size (the lower of both axes), or null. */
export function backgroundDpi(
  design: Pick<PrintDesign, 'widthMm' | 'heightMm' | 'backgroundWidthPx' | 'backgroundHeightPx'>,
): number | null {
  if (!design.backgroundWidthPx || !design.backgroundHeightPx) return null;
  const inch = 25.4;
  return Math.min(
    design.backgroundWidthPx / (design.widthMm / inch),
    design.backgroundHeightPx / (design.heightMm / inch),
  );
}

export const listPrintDesignsQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(['name', 'unitPrice', 'createdAt'], { error: fieldError('invalidChoice') }).optional(),
  categoryId: z.uuid({ error: fieldError('invalid') }).optional(),
});
export type ListPrintDesignsQuery = z.infer<typeof listPrintDesignsQuerySchema>;

// ---- Proof ------------------------------------------------------------------------------------

/** The buyer's texts, by text box key. Missing keys print the box's default text. */
export const printTextsSchema = z.record(
  z.string().max(PRINT_TEXT_KEY_MAX),
  z.string().max(PRINT_TEXT_MAX, { error: fieldError('tooLong', { max: PRINT_TEXT_MAX }) }),
);
export type PrintTexts = z.infer<typeof printTextsSchema>;

/** `GET /api/printing/designs/{id}/proof.pdf?qrCodeId=&texts=<json>`. */
export const proofQuerySchema = z.object({
  qrCodeId: z.uuid({ error: fieldError('required') }),
  /** JSON of PrintTexts; absent → the default texts. */
  texts: z.string().max(8000).optional(),
});
export type ProofQuery = z.infer<typeof proofQuerySchema>;

// ---- Orders -----------------------------------------------------------------------------------

export const shippingSchema = z.object({
  fullName: requiredText(FULL_NAME_MAX),
  phone: z
    .string({ error: fieldError('required') })
    .trim()
    .min(1, { error: fieldError('required') })
    .pipe(phoneSchema.unwrap().unwrap()),
  address: requiredText(ADDRESS_MAX),
  district: requiredText(DISTRICT_MAX),
  city: requiredText(CITY_MAX),
  postalCode: z
    .string({ error: fieldError('required') })
    .trim()
    .min(1, { error: fieldError('required') })
    .max(POSTAL_CODE_MAX, { error: fieldError('tooLong', { max: POSTAL_CODE_MAX }) })
    .regex(/^[A-Za-z0-9 -]+$/, { error: fieldError('invalid') }),
});
export type Shipping = z.infer<typeof shippingSchema>;

export const createPrintOrderBodySchema = z.object({
  designId: z.uuid({ error: fieldError('required') }),
  qrCodeId: z.uuid({ error: fieldError('required') }),
  texts: printTextsSchema.default({}),
  quantity: z
    .number({ error: fieldError('required') })
    .int({ error: fieldError('invalid') })
    .min(1, { error: fieldError('invalid') })
    .max(PRINT_QUANTITY_MAX, { error: fieldError('invalid') }),
  shipping: shippingSchema,
  /**
   * The identity printed on the order's bill, as at checkout (DESIGN.md §6.3). Absent: the one
   * `GET /api/checkout/billing` prefills (the buyer's newest bill, else their profile), which must
   * then be complete (400 with `billing.*` fields otherwise).
   */
  billing: billingIdentitySchema.optional(),
  /**
   * The contracts the buyer accepted on the order form (a distance sale, as at checkout), recorded
   * with the bill: must hold both CHECKOUT_CONTRACTS (else CONTRACTS_NOT_ACCEPTED).
   */
  acceptedContracts: z
    .array(z.enum(LEGAL_SLUGS, { error: fieldError('invalidChoice') }))
    .max(LEGAL_SLUGS.length),
});
export type CreatePrintOrderBody = z.infer<typeof createPrintOrderBodySchema>;

/** The admin's move of an order: `carrier` and `trackingNumber` are required for `shipped`. */
export const updatePrintOrderBodySchema = z.object({
  status: z.enum(PRINT_ORDER_STATUSES, { error: fieldError('invalidChoice') }),
  carrier: z
    .string()
    .trim()
    .max(CARRIER_MAX, { error: fieldError('tooLong', { max: CARRIER_MAX }) })
    .optional(),
  trackingNumber: z
    .string()
    .trim()
    .max(TRACKING_NUMBER_MAX, { error: fieldError('tooLong', { max: TRACKING_NUMBER_MAX }) })
    .optional(),
  note: z
    .string()
    .trim()
    .max(NOTE_MAX, { error: fieldError('tooLong', { max: NOTE_MAX }) })
    .optional(),
});
export type UpdatePrintOrderBody = z.infer<typeof updatePrintOrderBodySchema>;

export const printOrderEventSchema = z.object({
  status: z.enum(PRINT_ORDER_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
});
export type PrintOrderEvent = z.infer<typeof printOrderEventSchema>;

export const printOrderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The buyer's account name and email, for the admin's list. */
  userName: z.string(),
  userEmail: z.string(),
  designId: z.string(),
  designName: z.string(),
  qrCodeId: z.string(),
  qrCodeTitle: z.string(),
  texts: printTextsSchema,
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
  currency: z.string().length(3),
  shipping: shippingSchema,
  status: z.enum(PRINT_ORDER_STATUSES),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Every status change, oldest first (the timeline). */
  history: z.array(printOrderEventSchema),
  billId: z.string().nullable(),
  billNumber: z.string().nullable(),
  billStatus: billSchema.shape.status.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrintOrder = z.infer<typeof printOrderSchema>;

export const createPrintOrderResponseSchema = z.object({
  order: printOrderSchema,
  bill: billSchema,
  payUrl: z.string(),
});
export type CreatePrintOrderResponse = z.infer<typeof createPrintOrderResponseSchema>;

export const listPrintOrdersQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(['createdAt', 'status', 'total'], { error: fieldError('invalidChoice') }).optional(),
  status: z.enum(PRINT_ORDER_STATUSES, { error: fieldError('invalidChoice') }).optional(),
});
export type ListPrintOrdersQuery = z.infer<typeof listPrintOrdersQuerySchema>;

// ---- Free print cards -------------------------------------------------------------------------

export const CARD_FORMATS = ['a6', 'a4'] as const;
export type CardFormat = (typeof CARD_FORMATS)[number];

/** `GET /api/qr-codes/{id}/card.pdf?format=a6|a4&lang=`. */
export const cardQuerySchema = z.object({
  format: z.enum(CARD_FORMATS, { error: fieldError('invalidChoice') }).default('a6'),
  lang: z.enum(LANGUAGES, { error: fieldError('invalidChoice') }).optional(),
});
export type CardQuery = z.infer<typeof cardQuerySchema>;

// ---- Store ------------------------------------------------------------------------------------

export const PRODUCT_STATUSES = ['Published', 'Inactive'] as const;

export const listProductsQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(['name', 'category', 'price', 'status'], { error: fieldError('invalidChoice') }).optional(),
  categoryId: z.uuid({ error: fieldError('invalid') }).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: fieldError('invalidChoice') }).optional(),
});
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /** Kuruş, KDV included. */
  price: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  image: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;
