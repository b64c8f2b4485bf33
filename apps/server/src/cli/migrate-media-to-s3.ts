// `npm run media:migrate-to-s3 [folder]`: copies the local media folder (DATA_DIR/media unless a
// folder is named) into the bucket the environment names — STORAGE_DRIVER=s3 and the S3_ settings
// the server will start with. Run it before switching, and again after stopping the server on the
// local driver: each run copies only what the bucket does not have yet (decisions/040).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { copyFolderToBucket } from '../lib/storage/copy-to-bucket.js';
import { openStorage } from '../lib/storage/create-storage.js';
import { isS3Storage } from '../lib/storage/s3-storage.js';

const MiB = 1024 * 1024;

async function main(): Promise<void> {
  const config = loadConfig();
  const storage = await openStorage(config);
  if (!isS3Storage(storage))
    throw new ConfigError(
      'Set STORAGE_DRIVER=s3 and the S3_ settings of the bucket to copy into (README, "Object storage").',
    );
  const folder = path.resolve(process.argv[2] ?? path.join(config.DATA_DIR, 'media'));
  if (!(await stat(folder).catch(() => null))?.isDirectory())
    throw new ConfigError(`There is no media folder at ${folder}.`);
  console.log(`Copying ${folder} into the bucket ${config.S3_BUCKET}…`);
  let last = Date.now();
  const report = await copyFolderToBucket({
    folder,
    storage,
    onCopied: (_key, progress) => {
      if (Date.now() - last < 5_000) return;
      last = Date.now();
      console.log(`  ${progress.copied} copied (${(progress.bytesCopied / MiB).toFixed(1)} MiB)…`);
    },
  });
  for (const name of report.ignored) console.log(`  left out (not a stored file): ${name}`);
  console.log(
    `Done: ${report.copied} copied (${(report.bytesCopied / MiB).toFixed(1)} MiB), ` +
      `${report.skipped} already in the bucket, ${report.ignored.length} left out.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `\n${error.message}\n` : error);
  process.exit(1);
});
