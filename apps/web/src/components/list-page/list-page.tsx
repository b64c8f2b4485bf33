// The frame of every admin list page: the header (title, a line under it, the page's main action),
// what the user should know first (a plan warning), then the list — the data table
// (components/data-table), which shows its own loading, empty and error states, or cards, whose
// loading and error states the frame shows (`query`). Docs: decisions/030.
//
//   <ListPage title={t('list.title')} subtitle={t('list.subtitle')}
//             action={canCreate && { label: t('list.add'), to: paths.userAdd }}>
//     <DataTable … />
//   </ListPage>
import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { PageHeader, PageLoading } from '../page-header/page-header';
import { LoadError } from './load-error';

/** The page's main action: a page to open (`to`) or something to do here (`onClick`). */
export type ListPageAction = {
  label: string;
  /** Default: a plus. */
  icon?: ReactElement;
  disabled?: boolean;
} & ({ to: string } | { onClick: () => void });

export interface ListPageProps {
  title: string;
  subtitle?: ReactNode;
  /** Left out (false) when the user may not do it. */
  action?: ListPageAction | false;
  /** Between the header and the list. */
  notice?: ReactNode;
  /** A list shown without the data table: while it loads and when it fails, the frame says so. */
  query?: { isPending: boolean; error: unknown; refetch: () => unknown };
  children: ReactNode;
}

function ActionButton({ action }: { action: ListPageAction }) {
  const common = {
    variant: 'contained',
    startIcon: action.icon ?? <AddIcon />,
    disabled: action.disabled,
    sx: { flexShrink: 0 },
  } as const;
  return 'to' in action ? (
    <Button component={RouterLink} to={action.to} {...common}>
      {action.label}
    </Button>
  ) : (
    <Button onClick={action.onClick} {...common}>
      {action.label}
    </Button>
  );
}

export function ListPage({ title, subtitle, action, notice, query, children }: ListPageProps) {
  let content = children;
  if (query?.isPending) content = <PageLoading />;
  else if (query?.error) content = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack spacing={3}>
      <PageHeader title={title} subtitle={subtitle} actions={action && <ActionButton action={action} />} />
      {notice}
      {content}
    </Stack>
  );
}
