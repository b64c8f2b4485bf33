// Whether the disk under DATA_DIR (upload scratch, resumable uploads, local media, the embedded
// database) is nearly full: then guests' uploads are refused with 507 STORAGE_FULL, and the
// dashboard warns the owner and the admin.
import { statfs } from 'node:fs/promises';
import { MiB } from '@hatira/shared/limits';

/** Low: under 1 GiB free, or under 5 % of a disk smaller than 20 GiB. */
const LOW_BYTES = 1024 * MiB;
const LOW_SHARE = 0.05;

export async function isDiskSpaceLow(dir: string): Promise<boolean> {
  const stats = await statfs(dir).catch(() => null);
  if (!stats) return false; // not there yet: nothing has been written
  const free = stats.bavail * stats.bsize;
  return free < Math.min(LOW_BYTES, stats.blocks * stats.bsize * LOW_SHARE);
}
