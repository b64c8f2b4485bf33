// "Select all on this page", and once posts are ticked: how many, and approve / reject / delete
// them together.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import type { PostBulkAction } from '@hatira/shared/posts';
import type { PostSelection } from './use-post-selection';

interface BulkActionBarProps {
  selection: PostSelection;
  /** Posts on the page: nothing to select without them. */
  pageSize: number;
  isBusy: boolean;
  onAction: (action: PostBulkAction) => void;
}

export function BulkActionBar({ selection, pageSize, isBusy, onAction }: BulkActionBarProps) {
  const { t } = useTranslation('posts');
  const count = selection.selectedIds.length;

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('bulk.label')}
      sx={(theme) => ({
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 1,
        rowGap: 0.5,
        minHeight: 52,
        px: 1,
        borderRadius: 1,
        bgcolor: count > 0 ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
      })}
    >
      <FormControlLabel
        sx={{ mr: 1 }}
        control={
          <Checkbox
            checked={selection.isAllOnPage}
            indeterminate={selection.isSomeOnPage}
            disabled={pageSize === 0}
            onChange={(event) => selection.setAllOnPage(event.target.checked)}
          />
        }
        label={t('bulk.selectPage')}
      />
      {/* Announced when the number changes: ticking is otherwise silent beyond the box itself. */}
      <Typography variant="body2" role="status" sx={{ fontWeight: 600, mr: 'auto' }}>
        {count > 0 ? t('bulk.selected', { count }) : ''}
      </Typography>
      {count > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<CheckCircleOutlineIcon />}
            disabled={isBusy}
            onClick={() => onAction('approve')}
          >
            {t('bulk.approve')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="warning"
            startIcon={<HighlightOffIcon />}
            disabled={isBusy}
            onClick={() => onAction('reject')}
          >
            {t('bulk.reject')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={isBusy}
            onClick={() => onAction('delete')}
          >
            {t('bulk.delete')}
          </Button>
          <Button size="small" color="inherit" disabled={isBusy} onClick={selection.clear}>
            {t('bulk.clear')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
