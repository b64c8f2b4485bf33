// Small parts the printing screens share: a row's on/off and an order's status as chips, a design's
// picture, its paper size in words, a notice with the way on. (No dialog here: the catalogue's
// cards would download the dialog's code with them; the edit pages' delete is delete-record-button.)
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { PrintOrderStatus } from '@hatira/shared/printing';

export function ActiveChip({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('printing');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isActive ? 'success' : 'default'}
      label={t(isActive ? 'state.active' : 'state.inactive')}
    />
  );
}

const STATUS_COLORS = {
  pending: 'warning',
  confirmed: 'info',
  printing: 'primary',
  shipped: 'secondary',
  delivered: 'success',
  cancelled: 'default',
} as const satisfies Record<PrintOrderStatus, string>;

export function OrderStatusChip({ status }: { status: PrintOrderStatus }) {
  const { t } = useTranslation('printing');
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={t(`orderStatus.${status}`)}
    />
  );
}

/** "105 × 148 mm" in the reader's numbers. */
export function formatPaperSize(widthMm: number, heightMm: number, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return `${number.format(widthMm)} × ${number.format(heightMm)} mm`;
}

/** A design's picture at its own proportions (its signed preview URL), or a placeholder before it has one. */
export function DesignThumb({ url, alt, height = 40 }: { url: string | null; alt: string; height?: number }) {
  const frame = { height, maxWidth: '100%', borderRadius: 0.5, border: 1, borderColor: 'divider' } as const;
  return url ? (
    <Box component="img" src={url} alt={alt} loading="lazy" sx={{ ...frame, width: 'auto' }} />
  ) : (
    <Box
      role="img"
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      sx={{
        ...frame,
        aspectRatio: '3 / 4',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
        bgcolor: 'action.hover',
      }}
    >
      <ImageOutlinedIcon fontSize="small" />
    </Box>
  );
}

/** A notice with the page to go on to (no events yet, nothing chosen to order). */
export function LinkAlert({
  severity,
  to,
  action,
  children,
}: {
  severity: AlertColor;
  to: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <Alert
      severity={severity}
      action={
        <Button component={RouterLink} to={to} color="inherit" size="small">
          {action}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
