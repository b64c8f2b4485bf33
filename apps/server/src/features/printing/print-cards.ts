// Every event's free print card (DESIGN.md §6.4): an A6 table card or an A4 poster with the event's
// title (and date), its QR code as vector paths and a caption in the language asked for (else the
// caller's), inside a frame in the event's colour. For the event's owner and staff.
import PDFDocument from 'pdfkit';
import type { Language } from '@hatira/shared/languages';
import { PAPER_PRESETS, type CardQuery } from '@hatira/shared/printing';
import type { Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { pdfBytes, registerPdfFonts } from '../../lib/pdf.js';
import { formatDate } from '../bills/bill-labels.js';
import { findQrCodeForActor } from '../qr-codes/qr-codes.queries.js';
import { shareUrl } from '../qr-codes/qr-image.js';
import { drawFittedText, drawVectorQr, ptOf } from './print-pdf.js';

const CARD_TEXTS: Record<Language, { caption: string; hint: string }> = {
  tr: {
    caption: 'Bu günün fotoğraflarını ve videolarını bizimle paylaşın',
    hint: 'Telefonunuzun kamerasını QR koda tutun.',
  },
  en: {
    caption: 'Share your photos and videos of this day with us',
    hint: 'Point your phone’s camera at the QR code.',
  },
  de: {
    caption: 'Teilen Sie Ihre Fotos und Videos von diesem Tag mit uns',
    hint: 'Halten Sie die Kamera Ihres Handys auf den QR-Code.',
  },
  ru: {
    caption: 'Поделитесь с нами фото и видео этого дня',
    hint: 'Наведите камеру телефона на QR-код.',
  },
};

const PRIMARY = '#0a9394';
const INK = '#1f2933';
const GREY = '#6b7280';

export async function eventCardPdf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
  id: string,
  query: CardQuery,
): Promise<{ fileName: string; pdf: Buffer }> {
  const qr = await findQrCodeForActor(deps.db, actor, id, { action: 'update', subject: 'events' });
  const language = query.lang ?? actor.language;
  const texts = CARD_TEXTS[language];
  const paper = PAPER_PRESETS[query.format];
  const width = ptOf(paper.widthMm);
  const height = ptOf(paper.heightMm);
  const scale = paper.widthMm / PAPER_PRESETS.a6.widthMm; // the A4 poster is the A6 card twice as large
  const mm = (value: number) => ptOf(value * scale);
  const colour = qr.themeColor ?? PRIMARY;
  const url = shareUrl(deps.config.publicUrl, qr.hash);

  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    info: { Title: qr.title, Author: 'Hatıra', Creator: 'Hatıra' },
  });
  const done = pdfBytes(doc);
  registerPdfFonts(doc);

  const inset = mm(6);
  const inner = width - 2 * inset;
  doc
    .lineWidth(mm(0.6))
    .strokeColor(colour)
    .rect(inset, inset, inner, height - 2 * inset)
    .stroke();
  const column = { x: inset + mm(6), width: inner - mm(12) };
  drawFittedText(
    doc,
    qr.title,
    { ...column, y: mm(14), height: mm(20) },
    {
      fontSizePt: 22 * scale,
      align: 'center',
      color: INK,
      font: 'bold',
    },
  );
  if (qr.eventDate)
    drawFittedText(
      doc,
      formatDate(qr.eventDate, language),
      { ...column, y: mm(35), height: mm(6) },
      {
        fontSizePt: 10 * scale,
        align: 'center',
        color: colour,
      },
    );
  const qrSize = mm(58);
  drawVectorQr(doc, url, (width - qrSize) / 2, mm(44), qrSize);
  drawFittedText(
    doc,
    texts.caption,
    { ...column, y: mm(105), height: mm(16) },
    {
      fontSizePt: 13 * scale,
      align: 'center',
      color: INK,
      font: 'bold',
    },
  );
  drawFittedText(
    doc,
    texts.hint,
    { ...column, y: mm(122), height: mm(6) },
    {
      fontSizePt: 8.5 * scale,
      align: 'center',
      color: GREY,
    },
  );
  drawFittedText(
    doc,
    url,
    { ...column, y: mm(130), height: mm(5) },
    {
      fontSizePt: 7 * scale,
      align: 'center',
      color: GREY,
    },
  );
  doc.end();
  return { fileName: `card-${query.format}-${qr.hash}.pdf`, pdf: await done };
}
