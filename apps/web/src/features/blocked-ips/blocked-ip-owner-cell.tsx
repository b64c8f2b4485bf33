// The admin's "scope" cell of a blocked address: platform-wide, or whose list it is on (the
// owner's name, their email on hover and for screen readers in the title).
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BlockedIp } from '@hatira/shared/blocked-ips';

export function BlockedIpOwnerCell({ entry }: { entry: BlockedIp }) {
  const { t } = useTranslation('blocked-ips');
  if (entry.isPlatformWide || !entry.owner)
    return <Chip size="small" color="primary" variant="outlined" label={t('scope.platform')} />;
  return (
    <Typography component="span" variant="body2" title={entry.owner.email} noWrap>
      {entry.owner.fullName}
    </Typography>
  );
}
