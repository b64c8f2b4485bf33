// Copies a text (an IBAN, a transfer's reference) to the clipboard and says so beside the button,
// politely to screen readers; a browser that refuses says that instead.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DoneIcon from '@mui/icons-material/Done';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('bills');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      color={state === 'failed' ? 'error' : 'primary'}
      startIcon={state === 'copied' ? <DoneIcon /> : <ContentCopyIcon />}
      onClick={() => void handleCopy()}
      aria-label={label}
      sx={{ flexShrink: 0 }}
    >
      <span aria-live="polite">{t(`copy.${state}`)}</span>
    </Button>
  );
}
