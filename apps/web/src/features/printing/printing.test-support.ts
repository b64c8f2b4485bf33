// The printing screens' stand-ins: a category, a design (an A6 table card with its QR and one text
// box), an event, an order and a PDF answer (the pages open with test-utils' openPagesAs).
import type { PrintCategory, PrintDesign, PrintOrder } from '@hatira/shared/printing';
import type { QrCode } from '@hatira/shared/qr-codes';
import { jsonResponse } from '../../test-utils';

const SUBSCRIBER_ID = '0190a0a0-0000-7000-8000-000000000001';

export const CATEGORY: PrintCategory = {
  id: '0190a0a0-0000-7000-8000-0000000000c1',
  name: 'Masa kartları',
  description: 'Her masaya bir kart',
  sortOrder: 1,
  isActive: true,
  designCount: 1,
  createdAt: '2026-01-01T10:00:00.000Z',
};

export const DESIGN: PrintDesign = {
  id: '0190a0a0-0000-7000-8000-0000000000d1',
  categoryId: CATEGORY.id,
  categoryName: CATEGORY.name,
  name: 'Zarif Masa Kartı',
  description: 'Altın yaldızlı çerçeve',
  widthMm: 105,
  heightMm: 148,
  bleedMm: 3,
  qrBox: { xMm: 27.5, yMm: 70, sizeMm: 50 },
  textBoxes: [
    {
      key: 'names',
      label: 'İsimler',
      xMm: 10,
      yMm: 15,
      widthMm: 85,
      heightMm: 20,
      fontSizePt: 24,
      align: 'center',
      color: '#553311',
      defaultText: 'Ayşe & Mehmet',
      maxLength: 40,
    },
  ],
  unitPrice: 12_50,
  minQuantity: 50,
  isActive: true,
  backgroundUrl: '/api/files/background-signed.png',
  // 300 dpi and a little more at A6 (105 × 148 mm).
  backgroundWidthPx: 1300,
  backgroundHeightPx: 1800,
  previewUrl: '/api/files/preview-signed.png',
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

export const EVENT: QrCode = {
  id: '0190a0a0-0000-7000-8000-0000000000e1',
  ownerId: SUBSCRIBER_ID,
  ownerName: 'Ayşe Yılmaz',
  customerId: null,
  hash: 'abcDEF123456ghij',
  title: 'Ayşe & Mehmet Düğünü',
  description: null,
  eventDate: null,
  isActive: true,
  uploadsEnabled: true,
  approvalRequired: false,
  allowGuestDownload: false,
  themeColor: null,
  guestDeleteEnabled: true,
  slideshowUrl: null,
  slideshowInterval: 8,
  slideshowIncludeVideos: true,
  slideshowShowNames: true,
  slideshowIncludeHidden: false,
  albumCount: 1,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

export const ORDER: PrintOrder = {
  id: '0190a0a0-0000-7000-8000-0000000000f1',
  userId: SUBSCRIBER_ID,
  userName: 'Ayşe Yılmaz',
  userEmail: 'ayse@example.com',
  designId: DESIGN.id,
  designName: DESIGN.name,
  qrCodeId: EVENT.id,
  qrCodeTitle: EVENT.title,
  texts: { names: 'Zeynep & Can' },
  quantity: 50,
  unitPrice: 12_50,
  total: 625_00,
  currency: 'TRY',
  shipping: {
    fullName: 'Zeynep Kaya',
    phone: '+90 532 000 00 00',
    address: 'Bağdat Caddesi 1',
    district: 'Kadıköy',
    city: 'İstanbul',
    postalCode: '34710',
  },
  status: 'pending',
  carrier: null,
  trackingNumber: null,
  history: [{ status: 'pending', at: '2026-02-01T09:00:00.000Z', note: null }],
  billId: '0190a0a0-0000-7000-8000-0000000000b1',
  billNumber: '2026-000012',
  billStatus: 'unpaid',
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
};

export const NOT_FOUND = () =>
  jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);

/** A PDF answer; `note` goes into a comment line, so a test can tell one PDF from another. */
export const pdfResponse = (name: string, note = '') =>
  new Response(`%PDF-1.7\n%${note}\n`, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
  });
