// The PDFs as a print shop and a phone camera see them: page boxes from pdfinfo in exact
// millimetres, the page rasterised by pdftoppm and its QR code decoded (jsqr) to the event's share
// address, the texts pulled out by pdftotext with every Turkish letter, a long text shrunk inside
// its box, the bleed filled and the marks outside it.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintDesign } from '@hatira/shared/printing';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { adminToken, bearer, createEvent, type TestEvent } from '../../../test/factories.js';
import { pdfInfo, pdfText, pdfWords, rasterise } from '../../../test/pdf.js';
import { decodeQrPng } from '../../../test/qr.js';
import { seedCatalogue } from '../bills/bills.test-support.js';
import { SLUG_MM } from './print-pdf.js';
import { createDesign, placeOrder, printingApi, TABLE_CARD } from './printing.test-support.js';

let t: TestApp;
let api: ReturnType<typeof printingApi>;
let design: PrintDesign;
let event: TestEvent;
beforeAll(async () => {
  t = await createTestApp();
  api = printingApi(t);
  await seedCatalogue(t);
  design = await createDesign(t);
  event = await createEvent(t);
});
afterAll(() => t.close());

const TURKISH = 'İı Şş Ğğ Çç Öö Üü';
const shareAddress = (hash: string) => `http://hatira.test/s/${hash}`;
/** The text with its line breaks and runs of spaces as single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

function expectSize(
  box: { widthMm: number; heightMm: number } | undefined,
  widthMm: number,
  heightMm: number,
) {
  expect(box!.widthMm).toBeCloseTo(widthMm, 2);
  expect(box!.heightMm).toBeCloseTo(heightMm, 2);
}

/** The colour of the rasterised page at (x, y) millimetres from its top left. */
function colourAt(png: PNG, xMm: number, yMm: number, dpi: number) {
  const x = Math.round((xMm / 25.4) * dpi);
  const y = Math.round((yMm / 25.4) * dpi);
  const i = (png.width * y + x) * 4;
  return { r: png.data[i]!, g: png.data[i + 1]!, b: png.data[i + 2]! };
}

describe('GET /api/printing/designs/{id}/proof.pdf', () => {
  it('is the exact trimmed page, its QR code scans to the event, its texts keep every Turkish letter', async () => {
    const response = await api.proof(event.owner.token, design.id, event.qr.id, {
      names: TURKISH,
      date: 'Çarşamba',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;

    const { pages, boxes } = pdfInfo(pdf);
    expect(pages).toBe(1);
    expectSize(boxes['MediaBox'], 105, 148);
    expectSize(boxes['TrimBox'], 105, 148); // no bleed, no marks: the proof is the card

    expect(decodeQrPng(rasterise(pdf, 200)).text).toBe(shareAddress(event.qr.hash));
    const text = pdfText(pdf);
    expect(text).toContain(TURKISH);
    expect(text).toContain('Çarşamba');
  });

  it('prints the default texts where the buyer gave none', async () => {
    const response = await api.proof(event.owner.token, design.id, event.qr.id);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Ayşe & Mehmet');
    expect(text).toContain('12 Haziran 2027');
  });

  it('shrinks a long text until it fits its box, never past it', async () => {
    const long = 'Gülşen Öztürk & İsmail Çağlayan — düğünümüze hoş geldiniz';
    const response = await api.proof(event.owner.token, design.id, event.qr.id, { names: long });
    const box = TABLE_CARD.textBoxes[0]!;
    const words = pdfWords(response.rawPayload).filter((w) => long.split(' ').includes(w.text));
    expect(words.map((w) => w.text).join(' ')).toBe(long);
    for (const word of words) {
      expect(word.xMin).toBeGreaterThanOrEqual(box.xMm - 0.01);
      expect(word.xMax).toBeLessThanOrEqual(box.xMm + box.widthMm + 0.01);
      expect(word.yMin).toBeGreaterThanOrEqual(box.yMm - 0.01);
      expect(word.yMax).toBeLessThanOrEqual(box.yMm + box.heightMm + 0.01);
    }
    // it did shrink: at 24 pt the text needs more than the box's two lines
    const lineHeightMm = Math.max(...words.map((w) => w.yMax - w.yMin));
    expect(lineHeightMm).toBeLessThan((24 * 25.4) / 72);
  });

  it('answers the same proof for the same inputs, and a new one when the texts change', async () => {
    const first = await api.proof(event.owner.token, design.id, event.qr.id, { names: 'Elif & Can' });
    const again = await api.proof(event.owner.token, design.id, event.qr.id, { names: 'Elif & Can' });
    const other = await api.proof(event.owner.token, design.id, event.qr.id, { names: 'Elif & Cem' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
  });
});

describe('GET /api/printing/orders/{id}/print.pdf', () => {
  it('gives staff the print file: bleed and crop marks around the exact trim, built once', async () => {
    const { order, event: ordered } = await placeOrder(t, design, { body: { texts: { names: TURKISH } } });
    const admin = await adminToken(t);
    const response = await api.printPdf(admin, order.id);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = response.rawPayload;

    const { boxes } = pdfInfo(pdf);
    const margin = TABLE_CARD.bleedMm + SLUG_MM;
    expectSize(boxes['MediaBox'], 105 + 2 * margin, 148 + 2 * margin);
    expectSize(boxes['TrimBox'], 105, 148);
    expectSize(boxes['BleedBox'], 111, 154);
    expect((boxes['TrimBox']!.x * 25.4) / 72).toBeCloseTo(margin, 2);

    const dpi = 150;
    const png = PNG.sync.read(rasterise(pdf, dpi));
    expect(decodeQrPng(PNG.sync.write(png)).text).toBe(shareAddress(ordered.qr.hash));
    expect(pdfText(pdf)).toContain(TURKISH);
    // The background's red top-left corner is mirrored into the bleed; beyond the bleed the paper is white …
    const red = colourAt(png, margin - 1.5, margin - 1.5, dpi);
    expect(red.r).toBeGreaterThan(150);
    expect(red.g).toBeLessThan(100);
    expect(colourAt(png, margin - TABLE_CARD.bleedMm - 1, margin + 20, dpi)).toEqual({
      r: 255,
      g: 255,
      b: 255,
    });
    // … except for the crop marks, on the trim lines' extensions
    const mark = colourAt(png, margin, margin - TABLE_CARD.bleedMm - 4, dpi);
    expect(mark.r + mark.g + mark.b).toBeLessThan(300);

    const again = await api.printPdf(admin, order.id);
    expect(again.rawPayload.equals(pdf)).toBe(true);
    expect(await t.storage.stat(`print-files/${order.id}.pdf`)).toEqual({ bytes: pdf.length });
  });

  it('gives the buyer the proof of what they ordered, without bleed or marks', async () => {
    const { order, event: ordered } = await placeOrder(t, design);
    const response = await api.printPdf(ordered.owner.token, order.id);
    expect(response.statusCode).toBe(200);
    const { boxes } = pdfInfo(response.rawPayload);
    expectSize(boxes['MediaBox'], 105, 148);
    expect(decodeQrPng(rasterise(response.rawPayload, 200)).text).toBe(shareAddress(ordered.qr.hash));
    expect(pdfText(response.rawPayload)).toContain('Zeynep & Emre');
  });

  it('prints a design without a background on white paper', async () => {
    const plain = await createDesign(t, { background: null, body: { name: 'Sade kart' } });
    const response = await api.proof(event.owner.token, plain.id, event.qr.id);
    expect(response.statusCode).toBe(200);
    expect(decodeQrPng(rasterise(response.rawPayload, 200)).text).toBe(shareAddress(event.qr.hash));
  });
});

describe('GET /api/qr-codes/{id}/card.pdf', () => {
  const card = (query: string, token = event.owner.token) =>
    t.app.inject({ url: `/api/qr-codes/${event.qr.id}/card.pdf${query}`, headers: bearer(token) });

  it('is an A6 table card with the title, a scannable QR code and a caption in the language asked for', async () => {
    const response = await card('?format=a6&lang=de');
    expect(response.statusCode, response.body).toBe(200);
    expectSize(pdfInfo(response.rawPayload).boxes['MediaBox'], 105, 148);
    expect(decodeQrPng(rasterise(response.rawPayload, 200)).text).toBe(shareAddress(event.qr.hash));
    const text = oneLine(pdfText(response.rawPayload));
    expect(text).toContain('Ayşe & Can');
    expect(text).toContain('Teilen Sie Ihre Fotos und Videos von diesem Tag mit uns');
  });

  it('is an A4 poster, in the caller’s language by default (Turkish)', async () => {
    const response = await card('?format=a4');
    expect(response.statusCode).toBe(200);
    expectSize(pdfInfo(response.rawPayload).boxes['MediaBox'], 210, 297);
    expect(decodeQrPng(rasterise(response.rawPayload, 100)).text).toBe(shareAddress(event.qr.hash));
    expect(oneLine(pdfText(response.rawPayload))).toContain(
      'Bu günün fotoğraflarını ve videolarını bizimle paylaşın',
    );
  });

  it("refuses an unknown format, and another subscriber's event is not found", async () => {
    const bad = await card('?format=a3');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['format']);
    const stranger = await createEvent(t);
    const other = await card('', stranger.owner.token);
    expect(other.statusCode).toBe(404);
  });
});
