// Proofs (DESIGN.md §6.4): the personalised design as the buyer will hold it, for one of their own
// events (another's → 404). The editor asks for a new proof as the buyer types, so proofs are kept
// by their inputs — the design as last changed, the event's code, the texts — in a small in-memory
// LRU bounded by bytes, and the same proof asked for twice at once is drawn once. Screen copies of
// backgrounds (immutable: a new background gets a new key) are kept the same way.
import type { ProofQuery } from '@hatira/shared/printing';
import type { Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { bytesOf } from '../../lib/storage/storage.js';
import { findQrCodeForActor } from '../qr-codes/qr-codes.queries.js';
import { shareUrl } from '../qr-codes/qr-image.js';
import { findVisibleDesign } from './print-designs.service.js';
import { renderSheetPdf } from './print-pdf.js';
import { parseTextsParam, printedTexts } from './print-texts.js';
import type { OrderTemplate } from './printing.table.js';

/** Least recently used entries go first once the kept bytes pass `maxBytes`; equal asks share one load. */
export class BytesCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly loading = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async get(key: string, load: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
      void pending.then((value) => this.keep(key, value)).catch(() => {});
    }
    return pending;
  }

  private keep(key: string, value: Buffer) {
    if (value.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}

const proofs = new BytesCache(64 * 1024 * 1024);
const screens = new BytesCache(64 * 1024 * 1024);

/** A stored file's bytes, or null; immutable keys only (served copies of backgrounds). */
export function readImmutable(deps: Pick<AppDeps, 'storage'>, key: string | null | undefined) {
  if (!key) return Promise.resolve(null);
  return screens
    .get(key, async () => (await bytesOf(deps.storage, key)) ?? Buffer.alloc(0))
    .then((bytes) => (bytes.length > 0 ? bytes : null));
}

export interface ProofInput {
  /** What identifies these inputs: equal keys give equal PDFs. */
  key: string;
  template: Omit<OrderTemplate, 'images'> & { screenKey: string | null };
  qrHash: string;
  texts: Record<string, string>;
  title: string;
}

/** The proof PDF of these inputs, from the cache or drawn now. */
export function proofPdf(deps: Pick<AppDeps, 'storage' | 'config'>, input: ProofInput): Promise<Buffer> {
  return proofs.get(input.key, async () =>
    renderSheetPdf(
      {
        ...input.template,
        background: await readImmutable(deps, input.template.screenKey),
        qrText: shareUrl(deps.config.publicUrl, input.qrHash),
        texts: input.texts,
      },
      { printReady: false, title: input.title },
    ),
  );
}

export async function designProof(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  actor: Actor,
  designId: string,
  query: ProofQuery,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { design } = await findVisibleDesign(deps.db, actor, designId);
  const qr = await findQrCodeForActor(deps.db, actor, query.qrCodeId, {
    action: 'update',
    subject: 'events',
  });
  const texts = printedTexts(parseTextsParam(query.texts, design.textBoxes), design.textBoxes);
  const pdf = await proofPdf(deps, {
    key: JSON.stringify([design.id, design.updatedAt.getTime(), qr.hash, texts]),
    template: { ...design, screenKey: design.images?.screenKey ?? null },
    qrHash: qr.hash,
    texts,
    title: `${design.name} — ${qr.title}`,
  });
  return { fileName: `proof-${design.id}.pdf`, pdf };
}
