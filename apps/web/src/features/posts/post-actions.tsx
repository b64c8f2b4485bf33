// The actions on one post, as icon buttons (card) or labelled buttons (lightbox). Only the actions
// that change something are offered: a published post cannot be approved again.
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import type { ComponentType } from 'react';
import type { Post } from '@hatira/shared/posts';

export type PostAction = 'approve' | 'reject' | 'delete' | 'block';

interface ActionSpec {
  action: PostAction;
  Icon: ComponentType<SvgIconProps>;
  color: 'success' | 'warning' | 'error' | 'inherit';
  isOffered: (post: Post) => boolean;
}

const ACTIONS: readonly ActionSpec[] = [
  {
    action: 'approve',
    Icon: CheckCircleOutlineIcon,
    color: 'success',
    isOffered: (post) => post.status !== 'published',
  },
  {
    action: 'reject',
    Icon: HighlightOffIcon,
    color: 'warning',
    isOffered: (post) => post.status !== 'rejected',
  },
  { action: 'delete', Icon: DeleteOutlineIcon, color: 'error', isOffered: () => true },
  // Without a recorded address there is nothing to block.
  { action: 'block', Icon: BlockIcon, color: 'inherit', isOffered: (post) => post.ip !== null },
];

interface PostActionsProps {
  post: Post;
  onAction: (post: Post, action: PostAction) => void;
  variant: 'icons' | 'buttons';
  isDisabled?: boolean;
}

export function PostActions({ post, onAction, variant, isDisabled = false }: PostActionsProps) {
  const { t } = useTranslation('posts');
  const offered = ACTIONS.filter((spec) => spec.isOffered(post));

  if (variant === 'buttons')
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {offered.map(({ action, Icon, color }) => (
          <Button
            key={action}
            size="small"
            variant={action === 'approve' ? 'contained' : 'outlined'}
            color={color === 'inherit' ? 'inherit' : color}
            startIcon={<Icon />}
            disabled={isDisabled}
            onClick={() => onAction(post, action)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Stack>
    );

  return (
    <Stack direction="row" sx={{ gap: 0.5 }}>
      {offered.map(({ action, Icon, color }) => (
        <Tooltip key={action} title={t(`actions.${action}`)} describeChild>
          <span>
            <IconButton
              size="small"
              color={color === 'inherit' ? 'default' : color}
              aria-label={t(`actions.${action}`)}
              disabled={isDisabled}
              onClick={() => onAction(post, action)}
            >
              <Icon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}
