// DEMO_DATA=true: a printing workshop that is not empty on a demo install — two categories and
// three designs whose backgrounds are drawn here (at 300 dpi, so the editor has nothing to warn
// about). Added once: an install that already has a category is left as it is.
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { TextBox } from '@hatira/shared/printing';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../lib/storage/storage.js';
import { setBackground } from './print-designs.service.js';
import { printCategories, printDesigns } from './printing.table.js';

const DPI = 300;
// Rounded up: 210 mm at 300 dpi is 2480.3 px, and 2480 px would print at 299.96 dpi (a warning).
const px = (mm: number) => Math.ceil((mm / 25.4) * DPI);

/** A soft two-colour background with a frame and a few leaves or circles, at 300 dpi. */
function drawBackground(
  widthMm: number,
  heightMm: number,
  colours: [string, string, string],
  motif: 'leaves' | 'rings',
) {
  const w = px(widthMm);
  const h = px(heightMm);
  const ornaments =
    motif === 'leaves'
      ? Array.from({ length: 7 }, (_, i) => {
          const x = w * (0.12 + 0.13 * i);
          return `<ellipse cx="${x}" cy="${h * 0.93}" rx="${w * 0.05}" ry="${w * 0.018}" fill="${colours[2]}" transform="rotate(${i % 2 ? 25 : -25} ${x} ${h * 0.93})"/>`;
        }).join('')
      : Array.from(
          { length: 5 },
          (_, i) =>
            `<circle cx="${w * (0.1 + 0.2 * i)}" cy="${h * 0.06}" r="${w * 0.06}" fill="none" stroke="${colours[2]}" stroke-width="${w * 0.008}"/>`,
        ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${w * 0.04}" y="${h * 0.03}" width="${w * 0.92}" height="${h * 0.94}" fill="none" stroke="${colours[2]}" stroke-width="${w * 0.006}"/>
    ${ornaments}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const text = (
  box: Partial<TextBox> & Pick<TextBox, 'key' | 'label' | 'xMm' | 'yMm' | 'widthMm' | 'heightMm'>,
): TextBox => ({
  fontSizePt: 18,
  align: 'center',
  color: '#2f3e2f',
  defaultText: '',
  maxLength: 60,
  ...box,
});

const CATEGORIES = [
  { name: 'Masa kartları', description: 'Misafir masaları için QR kodlu kartlar', sortOrder: 1 },
  { name: 'Afişler', description: 'Girişe ve fotoğraf köşesine büyük boy afişler', sortOrder: 2 },
];

const DESIGNS = [
  {
    category: 0,
    name: 'Zeytin dalı masa kartı',
    description: 'A6, zeytin yeşili yapraklarla sade bir masa kartı',
    widthMm: 105,
    heightMm: 148,
    qrBox: { xMm: 30, yMm: 48, sizeMm: 45 },
    textBoxes: [
      text({
        key: 'names',
        label: 'İsimler',
        xMm: 10,
        yMm: 14,
        widthMm: 85,
        heightMm: 18,
        fontSizePt: 24,
        defaultText: 'Ayşe & Mehmet',
      }),
      text({
        key: 'date',
        label: 'Tarih',
        xMm: 10,
        yMm: 100,
        widthMm: 85,
        heightMm: 10,
        fontSizePt: 12,
        defaultText: '12 Haziran 2027',
        maxLength: 40,
      }),
      text({
        key: 'message',
        label: 'Mesaj',
        xMm: 12,
        yMm: 112,
        widthMm: 81,
        heightMm: 16,
        fontSizePt: 10,
        defaultText: 'Bu günün fotoğraflarını bizimle paylaşın',
        maxLength: 100,
      }),
    ],
    unitPrice: 1250,
    minQuantity: 20,
    colours: ['#fbf8ef', '#e7efdc', '#6b8e4e'] as [string, string, string],
    motif: 'leaves' as const,
  },
  {
    category: 0,
    name: 'Lavanta masa kartı',
    description: '10 × 15 cm, lavanta tonlarında',
    widthMm: 100,
    heightMm: 150,
    qrBox: { xMm: 27.5, yMm: 52, sizeMm: 45 },
    textBoxes: [
      text({
        key: 'names',
        label: 'İsimler',
        xMm: 8,
        yMm: 18,
        widthMm: 84,
        heightMm: 20,
        fontSizePt: 26,
        color: '#4b3b6b',
        defaultText: 'Zeynep & Emre',
      }),
      text({
        key: 'date',
        label: 'Tarih',
        xMm: 8,
        yMm: 105,
        widthMm: 84,
        heightMm: 10,
        fontSizePt: 12,
        color: '#4b3b6b',
        defaultText: '5 Eylül 2027',
        maxLength: 40,
      }),
    ],
    unitPrice: 1400,
    minQuantity: 20,
    colours: ['#f7f3fb', '#e6dcf2', '#8a6fb3'] as [string, string, string],
    motif: 'rings' as const,
  },
  {
    category: 1,
    name: 'Karşılama afişi',
    description: 'A4, girişte misafirleri karşılayan büyük QR kodlu afiş',
    widthMm: 210,
    heightMm: 297,
    qrBox: { xMm: 55, yMm: 95, sizeMm: 100 },
    textBoxes: [
      text({
        key: 'welcome',
        label: 'Karşılama',
        xMm: 20,
        yMm: 25,
        widthMm: 170,
        heightMm: 22,
        fontSizePt: 36,
        defaultText: 'Hoş geldiniz',
      }),
      text({
        key: 'names',
        label: 'İsimler',
        xMm: 20,
        yMm: 52,
        widthMm: 170,
        heightMm: 30,
        fontSizePt: 44,
        defaultText: 'Elif & Can',
      }),
      text({
        key: 'message',
        label: 'Mesaj',
        xMm: 25,
        yMm: 212,
        widthMm: 160,
        heightMm: 30,
        fontSizePt: 20,
        defaultText: 'QR kodu okutun, çektiğiniz fotoğrafları albümümüze ekleyin',
        maxLength: 120,
      }),
    ],
    unitPrice: 9900,
    minQuantity: 1,
    colours: ['#fdf6ec', '#f6e3c8', '#c08a3e'] as [string, string, string],
    motif: 'rings' as const,
  },
];

export async function seedDemoCatalogue(deps: {
  db: Db;
  storage: Storage;
  config: { publicUrl: string };
}): Promise<void> {
  const [existing] = await deps.db.select({ n: count() }).from(printCategories);
  if ((existing?.n ?? 0) > 0) return;
  const categories = await deps.db.insert(printCategories).values(CATEGORIES).returning();
  for (const { category, colours, motif, ...design } of DESIGNS) {
    const [row] = await deps.db
      .insert(printDesigns)
      .values({ ...design, categoryId: categories[category]!.id })
      .returning();
    await setBackground(deps, row!, await drawBackground(design.widthMm, design.heightMm, colours, motif));
  }
}
