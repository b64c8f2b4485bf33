import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { SubscriptionStatus } from '@hatira/shared/subscriptions';

const COLORS = {
  active: 'success',
  pending_payment: 'warning',
  expired: 'default',
  cancelled: 'error',
} as const;

/** In force, awaiting payment, expired or cancelled. */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('subscriptions');
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} />;
}
