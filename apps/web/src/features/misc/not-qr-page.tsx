import { useTranslation } from 'react-i18next';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { MiscMessage } from './misc-message';

/** Where a guest lands when a QR code's page does not exist (DESIGN.md §6.2 QR_NOT_FOUND). */
export function NotQrPage() {
  const { t } = useTranslation('misc');
  return <MiscMessage icon={<QrCode2Outlined />} title={t('notQr.title')} text={t('notQr.text')} />;
}
