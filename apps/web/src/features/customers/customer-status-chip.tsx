import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { UserStatus } from '@hatira/shared/auth';

const COLORS = { active: 'success', pending: 'warning', inactive: 'default' } as const;

/** Active, invited (no password yet) or inactive. */
export function CustomerStatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation('customers');
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} />;
}
