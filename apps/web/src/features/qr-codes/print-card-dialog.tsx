// Every event's free printable card (GET /api/qr-codes/{id}/card.pdf, DESIGN.md §6.4): an A6 table
// card or an A4 poster with the event's title, its QR and a caption in the language chosen (the
// guests', not necessarily the host's). The PDF is fetched with the session's token and saved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import { isLanguage, LANGUAGES, type Language } from '@hatira/shared/languages';
import { CARD_FORMATS, type CardFormat } from '@hatira/shared/printing';
import type { QrCode } from '@hatira/shared/qr-codes';
import { fetchFile, saveFile } from '../../lib/file-download';
import { translateApiError } from '../../lib/form-errors';

export async function downloadPrintCard(id: string, format: CardFormat, lang: Language): Promise<void> {
  const query = new URLSearchParams({ format, lang });
  saveFile(
    await fetchFile(`/api/qr-codes/${encodeURIComponent(id)}/card.pdf?${query}`, `card-${format}.pdf`),
  );
}

export function PrintCardDialog({
  event,
  onClose,
}: {
  event: Pick<QrCode, 'id' | 'title'> | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('qr-codes');
  const [format, setFormat] = useState<CardFormat>('a6');
  const [lang, setLang] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'tr');
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const handleClose = () => {
    if (isSaving) return;
    setError(null);
    onClose();
  };

  const handleDownload = async () => {
    if (!event) return;
    setSaving(true);
    setError(null);
    try {
      await downloadPrintCard(event.id, format, lang);
      setError(null);
      onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={event !== null} onClose={handleClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('printCard.title', { title: event?.title ?? '' })}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <FormControl>
            <FormLabel id="print-card-format">{t('printCard.format')}</FormLabel>
            <RadioGroup
              aria-labelledby="print-card-format"
              value={format}
              onChange={(_event, value) => setFormat(value as CardFormat)}
            >
              {CARD_FORMATS.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={t(`printCard.formats.${option}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            select
            label={t('printCard.language')}
            value={lang}
            onChange={(change) => setLang(change.target.value as Language)}
            helperText={t('printCard.languageHint')}
          >
            {LANGUAGES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`common:languages.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          {error !== null && <Alert severity="error">{translateApiError(t, error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={handleClose} color="inherit" disabled={isSaving}>
          {t('common:cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void handleDownload()}
          disabled={isSaving}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        >
          {t('printCard.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
