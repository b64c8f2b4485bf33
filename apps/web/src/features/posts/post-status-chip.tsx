import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { PostStatus } from '@hatira/shared/posts';

const COLORS = { pending: 'warning', published: 'success', rejected: 'error' } as const;

export function PostStatusChip({ status }: { status: PostStatus }) {
  const { t } = useTranslation('posts');
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} />;
}
