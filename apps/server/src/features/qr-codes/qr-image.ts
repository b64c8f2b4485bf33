// The printable QR code of an event page: it encodes PUBLIC_URL/s/{hash}, the guests' way in.
import QRCode from 'qrcode';
import { paths } from '@hatira/shared/paths';
import type { QrImageQuery } from '@hatira/shared/qr-codes';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { findQrCodeForActor } from './qr-codes.queries.js';

export interface QrImage {
  contentType: string;
  fileName: string;
  body: Buffer | string;
}

export function shareUrl(publicUrl: string, hash: string): string {
  return publicUrl + paths.share(hash);
}

/** Error correction Q (25 %) keeps the code readable when printed small or partly covered by a design. */
const OPTIONS = {
  errorCorrectionLevel: 'Q',
  margin: 2,
  color: { dark: '#000000', light: '#ffffff' },
} as const;

export async function renderQrImage(
  db: Db,
  actor: Actor,
  id: string,
  query: QrImageQuery,
  publicUrl: string,
): Promise<QrImage> {
  const qrCode = await findQrCodeForActor(db, actor, id, { action: 'read', subject: 'events' });
  const url = shareUrl(publicUrl, qrCode.hash);
  const fileName = `hatira-${qrCode.hash}.${query.format}`;
  if (query.format === 'svg')
    return {
      contentType: 'image/svg+xml',
      fileName,
      body: await QRCode.toString(url, { ...OPTIONS, type: 'svg' }),
    };
  return {
    contentType: 'image/png',
    fileName,
    body: await QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width: query.size }),
  };
}
