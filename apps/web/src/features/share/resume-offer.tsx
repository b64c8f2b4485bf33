// "Yarım kalan N yükleme var — Devam et / Vazgeç": a post this device started for the event page
// and did not finish (a closed tab, a phone that slept). On the share form, "continue" puts its
// files back in the queue and sends them on; on the event's home page it leads to the share form,
// which does that at once (?resume). "Discard" forgets them on the device and asks the server to
// delete their uploads. Loaded only where the device has such a post (unfinishedUploadsKey).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeItem } from '../../lib/storage';
import { Link } from './link';
import { postPath, unfinishedUploadsKey } from './share-paths';
import { openUploadStore, planResume, type Unfinished } from './upload-store';

interface ResumeOfferProps {
  count: number;
  /** A button that continues, or the link that leads to where it does. */
  continueTo?: string;
  onContinue?: () => void;
  onDiscard: () => void;
}

export function ResumeOffer({ count, continueTo, onContinue, onDiscard }: ResumeOfferProps) {
  const { t } = useTranslation('share');
  return (
    <section className="sh-resume" aria-label={t('upload.resume.label')}>
      <p className="sh-resume__text">{t('upload.resume.text', { count })}</p>
      <div className="sh-resume__actions">
        {continueTo ? (
          <Link to={continueTo} className="sh-button sh-button--primary">
            {t('upload.resume.continue')}
          </Link>
        ) : (
          <button type="button" className="sh-button sh-button--primary" onClick={onContinue}>
            {t('upload.resume.continue')}
          </button>
        )}
        <button type="button" className="sh-button" onClick={onDiscard}>
          {t('upload.resume.discard')}
        </button>
      </div>
    </section>
  );
}

/** Forgets the post on the device, and asks the server to delete what it received of its files. */
export async function discardUnfinished(hash: string, unfinished: Unfinished): Promise<void> {
  removeItem(unfinishedUploadsKey(hash));
  for (const item of unfinished.items)
    if (item.uploadUrl)
      void fetch(item.uploadUrl, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0' } }).catch(
        () => undefined, // the server deletes it after a day anyway
      );
  await (await openUploadStore()).clear(hash);
}

/** The event's home page: looks for an unfinished post of the event, and offers it. */
export function UnfinishedUploads({ hash }: { hash: string }) {
  const [unfinished, setUnfinished] = useState<Unfinished | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void openUploadStore()
      .then((store) => store.read(hash))
      .then((stored) => {
        const found = planResume(stored);
        if (!found) removeItem(unfinishedUploadsKey(hash));
        if (isCurrent) setUnfinished(found);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [hash]);

  if (!unfinished) return null;
  return (
    <ResumeOffer
      count={unfinished.items.length}
      continueTo={`${postPath(hash)}?resume`}
      onDiscard={() => {
        setUnfinished(null);
        void discardUnfinished(hash, unfinished);
      }}
    />
  );
}
