// The chosen files: a preview, the size, and while sending a progress bar with its percentage and
// what is happening (waiting for the connection, continuing an earlier upload, retrying, done,
// failed); above them, plainly, that the connection is gone and the files go on by themselves when
// it is back, and which files of a continued post the guest has to pick again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format';
import { CLOSE_ICON, Icon, PHOTO_ICON, VIDEO_ICON } from './icons';
import { RETRY_DELAYS, type UploadItem } from './upload-queue';

export const percentOf = (item: UploadItem) =>
  item.size > 0 ? Math.min(100, Math.floor((item.bytesSent / item.size) * 100)) : 0;

interface UploadListProps {
  items: readonly UploadItem[];
  /** Removing is allowed (not while the post itself is being sent). */
  canRemove: boolean;
  onRemove: (id: string) => void;
}

export function UploadList({ items, canRemove, onRemove }: UploadListProps) {
  const { t } = useTranslation('share');
  if (items.length === 0) return null;
  const missing = items.filter((item) => item.status === 'missing').map((item) => item.name);
  return (
    <>
      <p className="sh-note sh-note--offline" role="status">
        {items.some((item) => item.status === 'waiting') ? t('upload.waitingAll') : ''}
      </p>
      {missing.length > 0 && (
        <p className="sh-note sh-note--warning" role="alert">
          {t('upload.repick', { names: missing.join(', ') })}
        </p>
      )}
      <ul className="sh-uploads" aria-label={t('upload.listLabel')}>
        {items.map((item) => (
          <UploadRow key={item.id} item={item} canRemove={canRemove} onRemove={() => onRemove(item.id)} />
        ))}
      </ul>
    </>
  );
}

function UploadRow({
  item,
  canRemove,
  onRemove,
}: {
  item: UploadItem;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('share');
  const percent = percentOf(item);
  const isMoving = item.status === 'uploading' || item.status === 'retrying' || item.status === 'waiting';
  const showBar = isMoving || item.status === 'done' || item.bytesSent > 0;

  return (
    <li className={`sh-upload sh-upload--${item.status}`}>
      <Preview item={item} />
      <div className="sh-upload__body">
        <div className="sh-upload__head">
          <span className="sh-upload__name">{item.name}</span>
          {canRemove && item.status !== 'done' && (
            <button
              type="button"
              className="sh-icon-button sh-icon-button--small"
              onClick={onRemove}
              aria-label={t('upload.remove', { name: item.name })}
            >
              <Icon path={CLOSE_ICON} />
            </button>
          )}
        </div>
        <span className="sh-upload__meta">
          {formatBytes(item.size, i18n.language)} ·{' '}
          {t(item.type.kind === 'video' ? 'upload.video' : 'upload.photo')}
        </span>
        {showBar && (
          <div className="sh-upload__progress">
            <progress max={100} value={percent} aria-label={t('upload.progressLabel', { name: item.name })} />
            <span>{percent}%</span>
          </div>
        )}
        <span className="sh-upload__state">{stateText(item, t)}</span>
      </div>
    </li>
  );
}

function stateText(item: UploadItem, t: (key: string, values?: Record<string, unknown>) => string): string {
  switch (item.status) {
    case 'queued':
      return item.bytesSent > 0 ? t('upload.paused') : '';
    case 'uploading':
      return item.resumed ? t('upload.resumed') : t('upload.uploading');
    case 'waiting':
      return t('upload.waiting');
    case 'retrying':
      return t('upload.retrying', { attempt: item.attempt, max: RETRY_DELAYS.length });
    case 'missing':
      return t('upload.missing');
    case 'done':
      return t('upload.done');
    case 'failed':
      return t(`errors:${item.error ?? 'INTERNAL'}`);
  }
}

/** A photo or the video's first frame; HEIC and others the browser cannot show get an icon. */
function Preview({ item }: { item: UploadItem }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!item.file || typeof URL.createObjectURL !== 'function') return undefined;
    const objectUrl = URL.createObjectURL(item.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [item.file]);

  const icon = <Icon path={item.type.kind === 'video' ? VIDEO_ICON : PHOTO_ICON} />;
  if (!url || failed) return <span className="sh-upload__preview">{icon}</span>;
  return (
    <span className="sh-upload__preview">
      {item.type.kind === 'video' ? (
        <video src={`${url}#t=0.1`} muted playsInline preload="metadata" onError={() => setFailed(true)} />
      ) : (
        <img src={url} alt="" onError={() => setFailed(true)} />
      )}
    </span>
  );
}
