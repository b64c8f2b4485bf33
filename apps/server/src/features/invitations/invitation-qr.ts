// The QR code of an invitation's public link (PUBLIC_URL/i/{hash}), for the owner to print or
// send: PNG or SVG, as a file to save.
import QRCode from 'qrcode';
import { paths } from '@hatira/shared/paths';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { safeName } from '../../lib/file-names.js';
import { findInvitationForActor } from './invitations.queries.js';

export const inviteUrl = (publicUrl: string, hash: string) => publicUrl + paths.invite(hash);

/** Error correction Q (25 %), as the event pages' codes: readable printed small or on a busy card. */
const OPTIONS = {
  errorCorrectionLevel: 'Q',
  margin: 2,
  color: { dark: '#000000', light: '#ffffff' },
} as const;
const PNG_WIDTH = 1024;

export interface InvitationQr {
  contentType: string;
  fileName: string;
  body: Buffer | string;
}

export async function renderInvitationQr(
  db: Db,
  actor: Actor,
  id: string,
  format: 'png' | 'svg',
  publicUrl: string,
): Promise<InvitationQr> {
  const invitation = await findInvitationForActor(db, actor, id, 'read');
  const url = inviteUrl(publicUrl, invitation.hash);
  const fileName = `${safeName(invitation.coupleNames, 'davetiye')} QR.${format}`;
  if (format === 'svg')
    return {
      contentType: 'image/svg+xml',
      fileName,
      body: await QRCode.toString(url, { ...OPTIONS, type: 'svg' }),
    };
  return {
    contentType: 'image/png',
    fileName,
    body: await QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width: PNG_WIDTH }),
  };
}
