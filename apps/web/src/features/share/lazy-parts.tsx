// Parts of the guest pages that only some visits need, loaded when they are needed rather than
// with the page, so that every guest page's first download stays within 120 KB gzipped
// (docs/decisions/014-guest-entry.md): the password gate (a protected album), the wait of an
// album that is not open yet, the lightbox (a tap on a photo), the dialog after sharing, "My posts"
// (a phone that has posted), the share form's file checks and upload list, and the offer of an
// unfinished post (docs/decisions/056). The pages start loading each one as soon as it may be
// needed, so it is usually there before it is shown. Each comes with the texts only these parts
// show (guest-texts.ts GUEST_TEXTS_LATER).
import { lazy } from 'react';
import { loadAllTexts } from '../../lib/i18n';

/** A part with its texts; a page's own part is declared in the page (album-page.tsx: the wait). */
export const withTexts = <T,>(part: Promise<T>): Promise<T> =>
  Promise.all([part, loadAllTexts()]).then(([module]) => module);

export const loadPasswordGate = () => withTexts(import('./password-gate'));
export const PasswordGate = lazy(() => loadPasswordGate().then((m) => ({ default: m.PasswordGate })));

export const loadLightbox = () => withTexts(import('./lightbox'));
export const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

export const loadShareDialog = () => withTexts(import('./share-dialog'));
export const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));

export const loadMyPosts = () => withTexts(import('./my-posts'));
export const MyPosts = lazy(() => loadMyPosts().then((m) => ({ default: m.MyPosts })));

export const loadPostExtras = () => withTexts(import('./post-extras'));
export const UploadList = lazy(() => loadPostExtras().then((m) => ({ default: m.UploadList })));
export const ResumeOffer = lazy(() => loadPostExtras().then((m) => ({ default: m.ResumeOffer })));

/** The home page's offer of a post this device did not finish (resume-offer.tsx). */
export const UnfinishedUploads = lazy(() =>
  withTexts(import('./resume-offer')).then((m) => ({ default: m.UnfinishedUploads })),
);

/** Starts loading a part while the phone is idle; a failure is retried when the part is shown. */
export function preload(load: () => Promise<unknown>): () => void {
  const start = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(start, 200);
  return () => window.clearTimeout(timer);
}
