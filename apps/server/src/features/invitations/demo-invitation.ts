// DEMO_DATA=true: the demo couple's digital invitation, linked to their event page, with a drawn
// cover and a few replies, so the editor and the replies list are not empty on a demo install.
// Added once: a couple who already has an invitation is left as they are.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../lib/storage/storage.js';
import { ensureDemoEvent, newQrHash } from '../qr-codes/qr-codes.service.js';
import { makeCoverCopies, storeCover } from './invitation-cover.js';
import { invitationMessages, invitations } from './invitations.table.js';

const DAY_MS = 24 * 60 * 60_000;

const REPLIES = [
  {
    name: 'Zeynep Kaya',
    attending: true,
    guestCount: 2,
    message: 'Sizi çok seviyoruz, mutluluklar dileriz!',
  },
  {
    name: 'Emre Demir',
    attending: true,
    guestCount: 1,
    message: 'O gün orada olacağım, harika bir gün olsun.',
  },
  {
    name: 'Elif Şahin',
    attending: false,
    guestCount: 0,
    message: 'Yurt dışında olacağım, gönlüm sizinle. Tebrikler!',
  },
  { name: 'Burak Çelik', attending: true, guestCount: 4, message: 'Ailecek geliyoruz!' },
  { name: 'Gül Öztürk', attending: true, guestCount: 2, message: '' },
  { name: 'Hakan Yıldız', attending: true, guestCount: 3, message: 'Bir ömür boyu mutluluk dileriz.' },
  { name: 'Şule Arslan', attending: false, guestCount: 0, message: 'Maalesef katılamıyorum, çok öpüyorum.' },
  { name: 'İlker Doğan', attending: true, guestCount: 2, message: 'Düğünde görüşmek üzere!' },
];

/** A soft rose-gold picture with two rings: the demo cover. */
function drawCover(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f6e7e1"/><stop offset="1" stop-color="#d9a79a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="720" cy="600" r="180" fill="none" stroke="#b08d57" stroke-width="28"/>
    <circle cx="880" cy="600" r="180" fill="none" stroke="#c9a227" stroke-width="28"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export async function seedDemoInvitation(
  db: Db,
  storage: Storage,
  couple: { id: string },
  now = new Date(),
): Promise<void> {
  const [owned] = await db
    .select({ value: count() })
    .from(invitations)
    .where(eq(invitations.ownerId, couple.id));
  if ((owned?.value ?? 0) > 0) return;
  const qrCodeId = await ensureDemoEvent(db, couple.id, 'Ayşe & Mehmet’in Düğünü');
  const keys = await storeCover(storage, await makeCoverCopies(await drawCover()));
  // the coming Saturday two months on, 19:00 in Istanbul (16:00 UTC)
  const day = new Date(now.getTime() + 60 * DAY_MS);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 16));
  try {
    await db.transaction(async (tx) => {
      const [invitation] = await tx
        .insert(invitations)
        .values({
          ownerId: couple.id,
          hash: newQrHash(),
          title: 'Düğünümüze davetlisiniz',
          coupleNames: 'Ayşe & Mehmet',
          startsAt,
          timezone: 'Europe/Istanbul',
          venueName: 'Boğaziçi Düğün Salonu',
          address: 'Kuruçeşme Cad. No: 12, Beşiktaş, İstanbul',
          message:
            'Hayatımızın en güzel gününde sizi de aramızda görmekten mutluluk duyarız. Lütfen katılımınızı bildirin.',
          theme: 'garden',
          themeColor: '#4f7942',
          qrCodeId,
          rsvpDeadline: new Date(startsAt.getTime() - 14 * DAY_MS),
          maxGuestsPerReply: 5,
          ...keys,
        })
        .returning({ id: invitations.id });
      await tx.insert(invitationMessages).values(
        REPLIES.map((reply, i) => ({
          ...reply,
          invitationId: invitation!.id,
          createdAt: new Date(now.getTime() - (REPLIES.length - i) * 5 * 60 * 60_000),
        })),
      );
    });
  } catch (error) {
    await storage.delete(keys.coverKey, keys.coverThumbKey);
    throw error;
  }
}
