// The settings other features read: the seller's identity that a new bill copies (DESIGN.md §4).
import { eq } from 'drizzle-orm';
import type { SellerSettings } from '@hatira/shared/settings';
import type { Db } from '../../db/client.js';
import { settings } from './settings.table.js';

export const SELLER_KEY = 'seller';

/** Empty until the admin fills it in on /bills-management. */
export const EMPTY_SELLER: SellerSettings = {
  title: '',
  address: '',
  taxOffice: '',
  taxNumber: '',
  mersis: '',
  email: '',
  phone: '',
};

export async function sellerSettings(db: Db): Promise<SellerSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SELLER_KEY));
  return { ...EMPTY_SELLER, ...(row?.value as Partial<SellerSettings> | undefined) };
}
