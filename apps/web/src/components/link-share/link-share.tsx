// A link and its QR code, as the owner hands them on: the QR picture (shown, PNG and SVG files), the
// link with a copy button, "open", and room for more (WhatsApp, a print card, replies). The event
// page's share link, the invitation's and the live slideshow's use it; each says where its picture
// comes from (the server's QR image, or one drawn in the browser) and names its own texts.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { saveFile, type FetchedFile } from '../../lib/file-download';
import { translateApiError } from '../../lib/form-errors';
import { useObjectUrl } from '../../lib/use-object-url';

export type QrFormat = 'png' | 'svg';

/** Where a link's QR picture comes from. */
export interface QrSource {
  /** Names the picture in the query cache: it changes when the link does. */
  key: readonly unknown[];
  /** The picture as a file: an SVG, or a PNG `size` pixels wide (the source's default size without). */
  fetch(format: QrFormat, size?: number, signal?: AbortSignal): Promise<FetchedFile>;
}

export interface LinkShareProps {
  url: string;
  qr: QrSource;
  /** The link field's label, the "open" button's, and the picture's description. */
  linkLabel: string;
  openLabel: string;
  qrAlt: string;
  /** PNG widths to choose from (pixels); without, one PNG button at the source's size. */
  pngSizes?: readonly number[];
  /** More buttons beside "open". */
  actions?: ReactNode;
  /** More below the link (a print card, the replies). */
  children?: ReactNode;
}

function QrPicture({ qr, alt }: { qr: QrSource; alt: string }) {
  const { t } = useTranslation('forms');
  const preview = useQuery({
    queryKey: [...qr.key, 'svg'],
    queryFn: ({ signal }) => qr.fetch('svg', undefined, signal),
    staleTime: Infinity,
  });
  const url = useObjectUrl(preview.data?.blob);
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 220,
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
        <Box component="img" src={url} alt={alt} sx={{ width: '100%', height: '100%' }} />
      ) : preview.isError ? (
        <Alert severity="error" sx={{ m: 1 }}>
          {translateApiError(t, preview.error)}
        </Alert>
      ) : (
        <CircularProgress aria-label={t('linkShare.qrLoading')} />
      )}
    </Box>
  );
}

function QrDownloads({ qr, pngSizes }: { qr: QrSource; pngSizes?: readonly number[] }) {
  const { t } = useTranslation('forms');
  const [size, setSize] = useState(pngSizes?.[Math.floor(pngSizes.length / 2)]);
  const [pending, setPending] = useState<QrFormat | null>(null);
  const [error, setError] = useState<unknown>(null);
  const handleDownload = async (format: QrFormat) => {
    setPending(format);
    setError(null);
    try {
      saveFile(await qr.fetch(format, format === 'png' ? size : undefined));
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(null);
    }
  };
  const button = (format: QrFormat) => (
    <Button
      variant={format === 'png' ? 'contained' : 'outlined'}
      size="small"
      disabled={pending !== null}
      startIcon={pending === format ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
      onClick={() => void handleDownload(format)}
    >
      {t(format === 'png' ? 'linkShare.downloadPng' : 'linkShare.downloadSvg')}
    </Button>
  );
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center', alignItems: 'center' }}
      >
        {pngSizes && (
          <TextField
            select
            size="small"
            label={t('linkShare.pngSize')}
            value={size}
            onChange={(event) => setSize(Number(event.target.value))}
            sx={{ minWidth: 140 }}
          >
            {pngSizes.map((option) => (
              <MenuItem key={option} value={option}>
                {t('linkShare.pixels', { size: option })}
              </MenuItem>
            ))}
          </TextField>
        )}
        {button('png')}
        {button('svg')}
      </Stack>
      {error !== null && <Alert severity="error">{translateApiError(t, error)}</Alert>}
    </Stack>
  );
}

function LinkField({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation('forms');
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'copyFailed'>('idle');
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('copyFailed');
    }
  };
  return (
    <Stack spacing={0.5}>
      <TextField
        label={label}
        value={url}
        size="small"
        fullWidth
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t('linkShare.copy')}>
                  <IconButton aria-label={t('linkShare.copy')} onClick={() => void handleCopy()} edge="end">
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="body2" role="status" color={copyState === 'copyFailed' ? 'error' : 'success.main'}>
        {copyState === 'idle' ? '' : t(`linkShare.${copyState}`)}
      </Typography>
    </Stack>
  );
}

export function LinkShare({
  url,
  qr,
  linkLabel,
  openLabel,
  qrAlt,
  pngSizes,
  actions,
  children,
}: LinkShareProps) {
  return (
    <Stack spacing={2}>
      <QrPicture qr={qr} alt={qrAlt} />
      <QrDownloads qr={qr} pngSizes={pngSizes} />
      <LinkField url={url} label={linkLabel} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon fontSize="small" />}
        >
          {openLabel}
        </Button>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}
