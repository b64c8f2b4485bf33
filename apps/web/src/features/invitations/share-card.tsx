// What the couple sends: the invitation's link (copy, open), its QR code (shown, PNG and SVG
// files), a WhatsApp message ready to send in the owner's language, and the way to the replies.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { Invitation } from '@hatira/shared/invitations';
import { paths } from '@hatira/shared/paths';
import { SectionCard } from '../../components/section-card';
import { translateApiError } from '../../lib/form-errors';
import { useObjectUrl } from '../../lib/use-object-url';
import { downloadQr, qrPreviewQuery, type QrFormat } from './invitations.api';

/** The address guests open; the admin app and the guests' pages share one origin. */
export function inviteUrlOf(hash: string): string {
  return window.location.origin + paths.invite(hash);
}

/** A WhatsApp link that opens a chat with the text typed in (the user picks who gets it). */
export function whatsAppHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

function QrPicture({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations');
  const preview = useQuery(qrPreviewQuery(invitation.id, invitation.hash));
  const url = useObjectUrl(preview.data?.blob);
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 200,
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
          alt={t('share.qrAlt', { title: invitation.title })}
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

function QrDownloads({ id }: { id: string }) {
  const { t } = useTranslation('invitations');
  const [pending, setPending] = useState<QrFormat | null>(null);
  const [error, setError] = useState<unknown>(null);
  const handleDownload = async (format: QrFormat) => {
    setPending(format);
    setError(null);
    try {
      await downloadQr(id, format);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        {(['png', 'svg'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            disabled={pending !== null}
            startIcon={pending === format ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
            onClick={() => void handleDownload(format)}
          >
            {t(`share.download.${format}`)}
          </Button>
        ))}
      </Stack>
      {error !== null && <Alert severity="error">{translateApiError(t, error)}</Alert>}
    </Stack>
  );
}

function LinkField({ url }: { url: string }) {
  const { t } = useTranslation('invitations');
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
    <Stack spacing={0.5}>
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
      <Typography variant="body2" role="status" color={copyState === 'failed' ? 'error' : 'success.main'}>
        {copyState === 'idle' ? '' : t(`share.${copyState}`)}
      </Typography>
    </Stack>
  );
}

export function ShareCard({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation('invitations');
  const url = inviteUrlOf(invitation.hash);
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: invitation.timezone,
  }).format(new Date(invitation.startsAt));
  const message = t('share.whatsAppText', { names: invitation.coupleNames, when, url });
  return (
    <SectionCard id="invitation-share-title" title={t('share.title')}>
      <Stack spacing={2}>
        {!invitation.isActive && <Alert severity="warning">{t('share.inactive')}</Alert>}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 5 }}>
            <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
              <QrPicture invitation={invitation} />
              <QrDownloads id={invitation.id} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <Stack spacing={2}>
              <LinkField url={url} />
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button
                  variant="contained"
                  color="success"
                  component="a"
                  href={whatsAppHref(message)}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<WhatsAppIcon />}
                >
                  {t('share.whatsApp')}
                </Button>
                <Button
                  variant="outlined"
                  component="a"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewIcon fontSize="small" />}
                >
                  {t('share.open')}
                </Button>
              </Stack>
              <div>
                <Button
                  component={RouterLink}
                  to={paths.weddingInvitationMessages(invitation.id)}
                  startIcon={<ForumOutlinedIcon />}
                >
                  {t('share.replies', { count: invitation.replyCount })}
                </Button>
              </div>
            </Stack>
          </Grid>
        </Grid>
      </Stack>
    </SectionCard>
  );
}
