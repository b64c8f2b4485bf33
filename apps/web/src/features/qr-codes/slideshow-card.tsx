// The event page's live slideshow (DESIGN.md §6.7, decision 052): turn it on, hand its link to the
// venue's screen (copy, open, or its QR code drawn here: the server's QR image is the share link's),
// replace the link (the old screen stops) or turn it off, and what the screen shows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import SlideshowOutlinedIcon from '@mui/icons-material/SlideshowOutlined';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import type { z } from 'zod';
import { SLIDESHOW_INTERVAL_MAX, SLIDESHOW_INTERVAL_MIN } from '@hatira/shared/limits';
import type { QrCode, updateQrCodeBodySchema } from '@hatira/shared/qr-codes';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { FormFooter } from '../../components/entity-form/form-footer';
import { SwitchField } from '../../components/entity-form/switch-field';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { LinkShare, type QrFormat } from '../../components/link-share/link-share';
import { SectionCard } from '../../components/section-card';
import type { FetchedFile } from '../../lib/file-download';
import { translateApiError } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { qrPng, qrSvg } from '../../lib/qr-picture';
import { showToast } from '../../lib/toast';
import { useSlideshowLink, useUpdateQrCode } from './qr-codes.api';
import { PNG_SIZES } from './qr-image';

const SETTINGS = {
  slideshowInterval: true,
  slideshowIncludeVideos: true,
  slideshowShowNames: true,
  slideshowIncludeHidden: true,
} as const;
/** The switches, with their texts' keys. */
const SWITCHES = {
  slideshowIncludeVideos: 'includeVideos',
  slideshowShowNames: 'showNames',
  slideshowIncludeHidden: 'includeHidden',
} as const;

type SettingsValues = z.input<ReturnType<typeof updateQrCodeBodySchema.pick<typeof SETTINGS>>>;

const settingsSchema = lazyZodResolver(() =>
  import('@hatira/shared/qr-codes').then((m) => m.updateQrCodeBodySchema.pick(SETTINGS)),
);

/** The slideshow link's picture, drawn in the browser, named after the event. */
async function drawnQr(url: string, hash: string, format: QrFormat, size = 1024): Promise<FetchedFile> {
  const fileName = `hatira-live-${hash}.${format}`;
  if (format === 'png') return { blob: await qrPng(url, size), fileName };
  return { blob: new Blob([await qrSvg(url)], { type: 'image/svg+xml' }), fileName };
}

function SlideshowSettings({ qrCode }: { qrCode: QrCode }) {
  const { t } = useTranslation('qr-codes');
  const update = useUpdateQrCode(qrCode.id);
  const form = useEntityForm({
    schema: settingsSchema,
    defaultValues: {
      slideshowInterval: qrCode.slideshowInterval,
      slideshowIncludeVideos: qrCode.slideshowIncludeVideos,
      slideshowShowNames: qrCode.slideshowShowNames,
      slideshowIncludeHidden: qrCode.slideshowIncludeHidden,
    } satisfies SettingsValues,
    fields: ['slideshowInterval', ...(Object.keys(SWITCHES) as (keyof typeof SWITCHES)[])],
    onSubmit: async (body) => void (await update.mutateAsync(body)),
    savedText: t('slideshow.saved'),
  });
  return (
    <Stack component="form" spacing={2} aria-labelledby="slideshow-settings-title" {...form.formProps}>
      <Typography id="slideshow-settings-title" variant="subtitle1" component="h3">
        {t('slideshow.settings')}
      </Typography>
      <TextField
        {...form.register('slideshowInterval', { valueAsNumber: true })}
        type="number"
        label={t('slideshow.interval')}
        error={Boolean(form.errorOf('slideshowInterval'))}
        helperText={
          form.errorOf('slideshowInterval') ??
          t('slideshow.intervalHint', { min: SLIDESHOW_INTERVAL_MIN, max: SLIDESHOW_INTERVAL_MAX })
        }
        slotProps={{ htmlInput: { min: SLIDESHOW_INTERVAL_MIN, max: SLIDESHOW_INTERVAL_MAX, step: 1 } }}
        sx={{ maxWidth: 260 }}
      />
      <Stack spacing={1}>
        {Object.entries(SWITCHES).map(([name, text]) => (
          <SwitchField
            key={name}
            form={form}
            name={name as keyof typeof SWITCHES}
            label={t(`slideshow.${text}`)}
            describedBy={name === 'slideshowIncludeHidden' ? 'slideshow-hidden-hint' : undefined}
          />
        ))}
        <FormHelperText id="slideshow-hidden-hint" sx={{ mt: 0, ml: 6 }}>
          {t('slideshow.includeHiddenHint')}
        </FormHelperText>
      </Stack>
      <FormFooter form={form} submitLabel={t('slideshow.save')} />
    </Stack>
  );
}

export function SlideshowCard({ qrCode }: { qrCode: QrCode }) {
  const { t } = useTranslation('qr-codes');
  const { start, stop } = useSlideshowLink(qrCode.id);
  const [asking, setAsking] = useState<'renew' | 'turnOff' | null>(null);
  const url = qrCode.slideshowUrl && window.location.origin + qrCode.slideshowUrl;
  return (
    <SectionCard id="slideshow-title" title={t('slideshow.title')}>
      <Stack spacing={3}>
        {url ? (
          <LinkShare
            url={url}
            qr={{
              key: ['qr-codes', 'slideshow-qr', url],
              fetch: (format, size) => drawnQr(url, qrCode.hash, format, size),
            }}
            pngSizes={PNG_SIZES}
            linkLabel={t('slideshow.link')}
            openLabel={t('slideshow.open')}
            qrAlt={t('slideshow.qrAlt', { title: qrCode.title })}
            actions={
              <>
                <Button startIcon={<AutorenewIcon />} onClick={() => setAsking('renew')}>
                  {t('slideshow.renew')}
                </Button>
                <Button
                  color="error"
                  startIcon={<StopCircleOutlinedIcon />}
                  onClick={() => setAsking('turnOff')}
                >
                  {t('slideshow.turnOff')}
                </Button>
              </>
            }
          >
            <Typography variant="body2" color="text.secondary">
              {t('slideshow.hint')}
            </Typography>
          </LinkShare>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('slideshow.intro')}
            </Typography>
            <Box>
              <Button
                variant="contained"
                disabled={start.isPending}
                startIcon={
                  start.isPending ? <CircularProgress size={16} color="inherit" /> : <SlideshowOutlinedIcon />
                }
                onClick={() => start.mutate()}
              >
                {t('slideshow.turnOn')}
              </Button>
            </Box>
            {start.isError && <Alert severity="error">{translateApiError(t, start.error)}</Alert>}
          </Stack>
        )}
        <Divider />
        <SlideshowSettings key={qrCode.id} qrCode={qrCode} />
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'turnOff' ? 'slideshow.turnOffTitle' : 'slideshow.renewTitle')}
        message={t(asking === 'turnOff' ? 'slideshow.turnOffText' : 'slideshow.renewText')}
        confirmLabel={t(asking === 'turnOff' ? 'slideshow.turnOffConfirm' : 'slideshow.renewConfirm')}
        onConfirm={async () => {
          if (asking === 'turnOff') return stop.mutateAsync();
          await start.mutateAsync();
          showToast(t('slideshow.renewed'));
        }}
        onClose={() => setAsking(null)}
      />
    </SectionCard>
  );
}
