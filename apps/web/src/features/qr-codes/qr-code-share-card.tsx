// What the host hands to the guests: the QR code (preview, PNG and SVG files), a printable card
// (print-card-dialog.tsx) and the share link.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import type { QrCode } from '@hatira/shared/qr-codes';
import { translateApiError } from '../../lib/form-errors';
import { useObjectUrl } from '../../lib/use-object-url';
import { PrintCardDialog } from './print-card-dialog';
import { downloadQrImage, PNG_SIZES, qrPreviewQuery, type QrImageFormat } from './qr-image';
import { shareUrlOf } from './share-url';

function QrPreview({ qrCode }: { qrCode: QrCode }) {
  const { t } = useTranslation('qr-codes');
  const preview = useQuery(qrPreviewQuery(qrCode.id, qrCode.hash));
  const url = useObjectUrl(preview.data?.blob);
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 240,
        aspectRatio: '1',
        mx: 'auto',
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#fff',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={t('share.qrAlt', { title: qrCode.title })}
          sx={{ width: '100%', height: '100%' }}
        />
      ) : preview.isError ? (
        <Alert severity="error" sx={{ m: 1 }}>
          {translateApiError(t, preview.error)}
        </Alert>
      ) : (
        <CircularProgress aria-label={t('share.qrLoading')} />
      )}
    </Box>
  );
}

function DownloadButtons({ qrCode }: { qrCode: QrCode }) {
  const { t } = useTranslation('qr-codes');
  const [size, setSize] = useState<number>(1024);
  const [pending, setPending] = useState<QrImageFormat | null>(null);
  const [error, setError] = useState<unknown>(null);

  const handleDownload = async (format: QrImageFormat) => {
    setPending(format);
    setError(null);
    try {
      await downloadQrImage(qrCode.id, format, format === 'png' ? size : undefined);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('share.pngSize')}
          value={size}
          onChange={(event) => setSize(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {PNG_SIZES.map((option) => (
            <MenuItem key={option} value={option}>
              {t('share.pixels', { size: option })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={pending === 'png' ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          disabled={pending !== null}
          onClick={() => void handleDownload('png')}
        >
          {t('share.downloadPng')}
        </Button>
        <Button
          variant="outlined"
          startIcon={pending === 'svg' ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          disabled={pending !== null}
          onClick={() => void handleDownload('svg')}
        >
          {t('share.downloadSvg')}
        </Button>
      </Stack>
      {error !== null && <Alert severity="error">{translateApiError(t, error)}</Alert>}
    </Stack>
  );
}

function ShareLink({ hash }: { hash: string }) {
  const { t } = useTranslation('qr-codes');
  const url = shareUrlOf(hash);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <Stack spacing={1}>
      <TextField
        label={t('share.link')}
        value={url}
        size="small"
        fullWidth
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t('share.copy')}>
                  <IconButton aria-label={t('share.copy')} onClick={() => void handleCopy()} edge="end">
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          endIcon={<OpenInNewIcon fontSize="small" />}
        >
          {t('share.open')}
        </Button>
        <Typography variant="body2" role="status" color={copyState === 'failed' ? 'error' : 'success.main'}>
          {copyState === 'copied' ? t('share.copied') : copyState === 'failed' ? t('share.copyFailed') : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}

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
          <QrPreview qrCode={qrCode} />
          <DownloadButtons qrCode={qrCode} />
          <PrintCard qrCode={qrCode} />
          <ShareLink hash={qrCode.hash} />
        </Stack>
      </CardContent>
    </Card>
  );
}
