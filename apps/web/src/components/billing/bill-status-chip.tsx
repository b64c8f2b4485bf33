import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { BillStatus } from '@hatira/shared/bills';

const COLORS = {
  unpaid: 'warning',
  pending_confirmation: 'info',
  paid: 'success',
  cancelled: 'default',
  refunded: 'default',
} as const satisfies Record<BillStatus, string>;

/** A bill's state: unpaid, awaiting confirmation, paid, cancelled, refunded. A span, so it may sit in a line of text. */
export function BillStatusChip({ status }: { status: BillStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`status.${status}`)}
    />
  );
}
