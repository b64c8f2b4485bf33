// /not-qr: where a guest lands when the scanned code's event page does not exist (QR_NOT_FOUND).
// A guest page, so plain elements and share.css like the others: no MUI.
import { useTranslation } from 'react-i18next';
import { accentStyle, DEFAULT_ACCENT } from './accent';
import { Icon, QR_ICON } from './icons';
import { GuestLanguageSelect } from '../../components/guest-language-select';
import './share.css';

export function NotQrPage() {
  const { t } = useTranslation('share');
  return (
    <div className="sh" style={accentStyle(DEFAULT_ACCENT)}>
      <header className="sh-header sh-header--bare">
        <GuestLanguageSelect />
      </header>
      <main className="sh-main">
        <section className="sh-message" aria-labelledby="sh-not-qr-title">
          <div className="sh-message__icon">
            <Icon path={QR_ICON} />
          </div>
          <h1 id="sh-not-qr-title" className="sh-message__title">
            {t('notQr.title')}
          </h1>
          <p className="sh-message__text">{t('notQr.text')}</p>
        </section>
      </main>
    </div>
  );
}

export const notQrRoute = { Component: NotQrPage };
