// The printing workshop (DESIGN.md §4, §6.4): the admin's catalogue (categories, designs with a
// background and millimetre boxes) and the subscribers' orders, each with its commerce bill.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PrintOrderEvent, PrintTexts, QrBox, Shipping, TextBox } from '@hatira/shared/printing';
import { createdAt, id, updatedAt } from '../../db/columns.js';
import { bills } from '../bills/bills.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { users } from '../users/users.table.js';

/** Millimetres to the hundredth (10 µm: far below what a printer can tell apart). */
const millimetres = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

export const printCategories = pgTable(
  'print_categories',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('print_categories_sort_idx').on(t.sortOrder, t.name)],
);

/** Where a design's pictures are kept (storage keys), with the background's pixels. */
export interface DesignImages {
  /** The background as printed: the uploaded pixels, made ready for a PDF (private). */
  backgroundKey: string;
  /** The background at screen size, for the editor and proofs (served). */
  screenKey: string;
  widthPx: number;
  heightPx: number;
}

export const printDesigns = pgTable(
  'print_designs',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => printCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    widthMm: millimetres('width_mm').notNull(),
    heightMm: millimetres('height_mm').notNull(),
    bleedMm: millimetres('bleed_mm').notNull().default(3),
    qrBox: jsonb('qr_box').$type<QrBox>().notNull(),
    textBoxes: jsonb('text_boxes').$type<TextBox[]>().notNull().default([]),
    /** Kuruş per piece, KDV included. */
    unitPrice: integer('unit_price').notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    /** Null until a background is uploaded. */
    images: jsonb('images').$type<DesignImages>(),
    /** The catalogue card's picture (served); made anew whenever the design changes. */
    previewKey: text('preview_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('print_designs_category_idx').on(t.categoryId),
    check('print_designs_unit_price_check', sql`${t.unitPrice} >= 1`),
    check('print_designs_min_quantity_check', sql`${t.minQuantity} >= 1`),
  ],
);

/**
 * What an order prints, copied from its design when it was placed: a later change of the design
 * (or a new background) does not change an order the buyer has already seen the proof of.
 */
export interface OrderTemplate {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  qrBox: QrBox;
  textBoxes: TextBox[];
  images: DesignImages | null;
}

export const printOrders = pgTable(
  'print_orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    designId: uuid('design_id')
      .notNull()
      .references(() => printDesigns.id, { onDelete: 'restrict' }),
    /** Null once the event is deleted; the order keeps what it prints (qrHash, qrTitle). */
    qrCodeId: uuid('qr_code_id').references(() => qrCodes.id, { onDelete: 'set null' }),
    qrHash: text('qr_hash').notNull(),
    qrTitle: text('qr_title').notNull(),
    template: jsonb('template').$type<OrderTemplate>().notNull(),
    texts: jsonb('texts').$type<PrintTexts>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('TRY'),
    shipping: jsonb('shipping').$type<Shipping>().notNull(),
    status: text('status', {
      enum: ['pending', 'confirmed', 'printing', 'shipped', 'delivered', 'cancelled'],
    }).notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Every status change, oldest first. */
    history: jsonb('history').$type<PrintOrderEvent[]>().notNull(),
    billId: uuid('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    /** The print-ready PDF once built (storage key); it is built once per order. */
    printFileKey: text('print_file_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('print_orders_user_created_idx').on(t.userId, t.createdAt),
    index('print_orders_status_created_idx').on(t.status, t.createdAt),
    index('print_orders_created_idx').on(t.createdAt),
    index('print_orders_design_idx').on(t.designId),
    index('print_orders_qr_code_idx').on(t.qrCodeId),
    uniqueIndex('print_orders_bill_key').on(t.billId),
    check(
      'print_orders_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'printing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check('print_orders_quantity_check', sql`${t.quantity} >= 1`),
    check('print_orders_total_check', sql`${t.total} = ${t.quantity} * ${t.unitPrice}`),
  ],
);
