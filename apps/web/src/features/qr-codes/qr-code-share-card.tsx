// What the host hands to the guests: the QR code (preview, PNG and SVG files), the share link
// (components/link-share) and a printable card (print-card-dialog.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import type { QrCode } from '@hatira/shared/qr-codes';
import { LinkShare } from '../../components/link-share/link-share';
import { PrintCardDialog } from './print-card-dialog';
import { fetchQrImage, PNG_SIZES } from './qr-image';
import { shareUrlOf } from './share-url';

/** The free printable card: a table card or a poster, in the guests' language. */
function PrintCard({ qrCode }: { qrCode: QrCode }) {
  const { t } = useTranslation('qr-codes');
  const [isOpen, setOpen] = useState(false);
  return (
    <Stack spacing={1}>
      <div>
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => setOpen(true)}>
          {t('printCard.action')}
        </Button>
      </div>
      <Typography variant="body2" color="text.secondary">
        {t('printCard.hint')}
      </Typography>
      <PrintCardDialog event={isOpen ? qrCode : null} onClose={() => setOpen(false)} />
    </Stack>
  );
}

export function QrCodeShareCard({ qrCode }: { qrCode: QrCode }) {
  const { t } = useTranslation('qr-codes');
  return (
    <Card component="section" aria-labelledby="qr-share-title">
      <CardContent>
        <Stack spacing={3}>
          <Typography id="qr-share-title" variant="h6" component="h2">
            {t('share.title')}
          </Typography>
          {!qrCode.isActive && <Alert severity="warning">{t('share.inactive')}</Alert>}
          <LinkShare
            url={shareUrlOf(qrCode.hash)}
            // The hash is in the key: a new share link (if it ever changes) draws a new picture.
            qr={{
              key: ['qr-codes', 'image', qrCode.id, qrCode.hash],
              fetch: (format, size, signal) => fetchQrImage(qrCode.id, format, size, signal),
            }}
            pngSizes={PNG_SIZES}
            linkLabel={t('share.link')}
            openLabel={t('share.open')}
            qrAlt={t('share.qrAlt', { title: qrCode.title })}
          >
            <PrintCard qrCode={qrCode} />
          </LinkShare>
        </Stack>
      </CardContent>
    </Card>
  );
}
