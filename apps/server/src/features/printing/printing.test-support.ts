// Set-up of the printing tests: the API calls, a design made through the API with a real
// generated background, an event and its order, and the shipping address of a Turkish buyer.
import { CONTRACTS } from '../bills/bills.test-support.js';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { CreatePrintOrderResponse, PrintCategory, PrintDesign } from '@hatira/shared/printing';
import type { TestApp } from '../../../test/app.js';
import {
  adminToken,
  apiCaller,
  bearer,
  createEvent,
  type TestEvent,
  type TestOwner,
} from '../../../test/factories.js';

export const SHIPPING = {
  fullName: 'Ayşe Yılmaz',
  phone: '+90 532 000 00 00',
  address: 'Atatürk Cad. No: 5 D: 3',
  district: 'Çankaya',
  city: 'Ankara',
  postalCode: '06690',
} as const;

/** An A6 table card: 105 × 148 mm, a 3 mm bleed, a QR box and two text boxes. */
export const TABLE_CARD = {
  name: 'Zeytin dalı masa kartı',
  description: 'Yeşil yapraklı, sade bir masa kartı',
  widthMm: 105,
  heightMm: 148,
  bleedMm: 3,
  qrBox: { xMm: 27.5, yMm: 50, sizeMm: 50 },
  textBoxes: [
    {
      key: 'names',
      label: 'İsimler',
      xMm: 10,
      yMm: 12,
      widthMm: 85,
      heightMm: 20,
      fontSizePt: 24,
      align: 'center',
      color: '#2f4f2f',
      defaultText: 'Ayşe & Mehmet',
      maxLength: 60,
    },
    {
      key: 'date',
      label: 'Tarih',
      xMm: 10,
      yMm: 110,
      widthMm: 85,
      heightMm: 12,
      fontSizePt: 14,
      align: 'center',
      color: '#333333',
      defaultText: '12 Haziran 2027',
      maxLength: 40,
    },
  ],
  unitPrice: 1250,
  minQuantity: 20,
};

/** A picture with a different colour in each corner (so a mirrored or shifted copy shows), light enough for a QR plate. */
export async function makeBackground(widthPx: number, heightPx: number, format: 'png' | 'jpeg' = 'jpeg') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4e3c1"/><stop offset="1" stop-color="#cfe8d5"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="0" y="0" width="${widthPx / 8}" height="${heightPx / 8}" fill="#c0392b"/>
    <rect x="${(widthPx * 7) / 8}" y="${(heightPx * 7) / 8}" width="${widthPx / 8}" height="${heightPx / 8}" fill="#2c3e8f"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

export function printingApi(t: TestApp) {
  const call = apiCaller(t);
  return {
    call,
    async upload(token: string, designId: string, bytes: Buffer, filename = 'background.jpg') {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), filename);
      const request = new Request('http://hatira.test/', { method: 'POST', body: form });
      return t.app.inject({
        method: 'POST',
        url: `/api/printing/designs/${designId}/background`,
        headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    },
    proof: (token: string, designId: string, qrCodeId: string, texts?: Record<string, string>) =>
      call(
        token,
        'GET',
        `/api/printing/designs/${designId}/proof.pdf?qrCodeId=${qrCodeId}${
          texts ? `&texts=${encodeURIComponent(JSON.stringify(texts))}` : ''
        }`,
      ),
    order: (token: string, body: Record<string, unknown>) =>
      call(token, 'POST', '/api/printing/orders', body),
    getOrder: (token: string, id: string) => call(token, 'GET', `/api/printing/orders/${id}`),
    move: (token: string, id: string, body: Record<string, unknown>) =>
      call(token, 'PATCH', `/api/printing/orders/${id}`, body),
    cancel: (token: string, id: string) => call(token, 'POST', `/api/printing/orders/${id}/cancel`),
    printPdf: (token: string, id: string) => call(token, 'GET', `/api/printing/orders/${id}/print.pdf`),
  };
}

export async function createCategory(t: TestApp, body: Record<string, unknown> = {}): Promise<PrintCategory> {
  const response = await printingApi(t).call(await adminToken(t), 'POST', '/api/printing/categories', {
    name: 'Masa kartları',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PrintCategory;
}

/** A design made by the admin (the table card unless told otherwise), with a background unless `background` is null. */
export async function createDesign(
  t: TestApp,
  options: { body?: Record<string, unknown>; categoryId?: string; background?: Buffer | null } = {},
): Promise<PrintDesign> {
  const api = printingApi(t);
  const token = await adminToken(t);
  const categoryId = options.categoryId ?? (await createCategory(t)).id;
  const created = await api.call(token, 'POST', '/api/printing/designs', {
    ...TABLE_CARD,
    categoryId,
    ...options.body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const design = created.json() as PrintDesign;
  if (options.background === null) return design;
  const uploaded = await api.upload(
    token,
    design.id,
    options.background ?? (await makeBackground(1240, 1748)),
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json() as PrintDesign;
}

/** An order of `design` for `event` (default: a new event of `owner`, default a new subscriber), that must succeed. */
export async function placeOrder(
  t: TestApp,
  design: PrintDesign,
  options: { owner?: TestOwner; event?: TestEvent; body?: Record<string, unknown> } = {},
) {
  const event = options.event ?? (await createEvent(t, { ...(options.owner && { owner: options.owner }) }));
  const response = await printingApi(t).order(event.owner.token, {
    designId: design.id,
    qrCodeId: event.qr.id,
    texts: { names: 'Zeynep & Emre' },
    quantity: design.minQuantity,
    shipping: SHIPPING,
    billing: {
      type: 'individual',
      fullName: 'Zeynep Kaya',
      address: 'Moda Cad. No: 1',
      city: 'İstanbul',
      phone: '+90 532 111 22 33',
    },
    acceptedContracts: [...CONTRACTS],
    ...options.body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { event, ...(response.json() as CreatePrintOrderResponse) };
}
