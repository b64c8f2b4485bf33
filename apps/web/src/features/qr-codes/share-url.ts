import { paths } from '@hatira/shared/paths';

/** The address printed in the QR code; the admin app and the share pages share one origin. */
export function shareUrlOf(hash: string): string {
  return window.location.origin + paths.share(hash);
}
