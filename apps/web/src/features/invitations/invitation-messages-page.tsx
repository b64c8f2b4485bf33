// /wedding/digital-invitation/messages: the replies to one invitation (`?invitation=`, the newest
// by default, a picker when there are several): the totals over every reply, filters (attending,
// status, search) in the address bar, the server's pages of replies with hide/publish and delete,
// and the CSV file for Excel, headed in the reader's language.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import {
  INVITATION_MESSAGE_STATUSES,
  type Invitation,
  type InvitationMessage,
  type InvitationSummary,
} from '@hatira/shared/invitations';
import { paths } from '@hatira/shared/paths';
import { DataTable } from '../../components/data-table/data-table';
import { dateColumn } from '../../components/data-table/date-column';
import { oneOf, useListFilters, useListParams } from '../../components/data-table/list-params';
import { FilterSelect } from '../../components/list-page/filter-select';
import { ListPage } from '../../components/list-page/list-page';
import { translateApiError } from '../../lib/form-errors';
import { InvitationPicker } from './invitation-picker';
import {
  downloadMessagesCsv,
  invitationsQuery,
  MESSAGE_SORT_FIELDS,
  messagesQuery,
  useDeleteMessage,
  useSetMessageStatus,
} from './invitations.api';

const FILTERS = {
  attending: oneOf(['yes', 'no'] as const),
  status: oneOf(INVITATION_MESSAGE_STATUSES),
};
const TOTALS = ['replies', 'attending', 'notAttending', 'headcount'] as const;

function Totals({ summary }: { summary: InvitationSummary | undefined }) {
  const { t, i18n } = useTranslation('invitations');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      aria-label={t('messages.totals')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {TOTALS.map((key) => (
        <Grid key={key} size={{ xs: 6, md: 3 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" id={`invitation-total-${key}`}>
                {t(`messages.summary.${key}`)}
              </Typography>
              <Typography variant="h4" component="p" aria-labelledby={`invitation-total-${key}`}>
                {summary ? number.format(summary[key]) : '–'}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

function CsvButton({ invitationId }: { invitationId: string }) {
  const { t, i18n } = useTranslation('invitations');
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const handleDownload = async () => {
    setPending(true);
    setError(null);
    try {
      await downloadMessagesCsv(invitationId, i18n.language);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        disabled={isPending}
        onClick={() => void handleDownload()}
      >
        {t('messages.csv')}
      </Button>
      {error !== null && <Alert severity="error">{translateApiError(t, error)}</Alert>}
    </Stack>
  );
}

function Replies({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation('invitations');
  const list = useListParams(MESSAGE_SORT_FIELDS);
  const [filters, setFilter] = useListFilters(FILTERS);
  const query = useQuery(messagesQuery(invitation.id, list.params, filters));
  const setStatus = useSetMessageStatus(invitation.id);
  const { mutateAsync: remove } = useDeleteMessage(invitation.id);

  const columns = useMemo<GridColDef<InvitationMessage>[]>(
    () => [
      { field: 'name', headerName: t('messages.columns.name'), minWidth: 160, flex: 1 },
      {
        field: 'attending',
        headerName: t('messages.columns.attending'),
        width: 140,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.attending ? 'success' : 'default'}
            label={row.attending ? t('messages.attending.yes') : t('messages.attending.no')}
          />
        ),
      },
      { field: 'guestCount', headerName: t('messages.columns.guestCount'), width: 110, type: 'number' },
      {
        field: 'message',
        headerName: t('messages.columns.message'),
        minWidth: 220,
        flex: 2,
        renderCell: ({ row }) => (
          // The whole message on hover where the row cuts it short.
          <span
            title={row.message || undefined}
            style={{ whiteSpace: 'normal', lineHeight: 1.4, paddingBlock: 8 }}
          >
            {row.message || '—'}
          </span>
        ),
      },
      {
        field: 'status',
        headerName: t('messages.columns.status'),
        width: 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.status === 'published' ? 'primary' : 'default'}
            variant={row.status === 'published' ? 'filled' : 'outlined'}
            label={t(`messages.status.${row.status}`)}
          />
        ),
      },
      dateColumn<InvitationMessage>('createdAt', t('messages.columns.createdAt'), i18n.language, {
        withTime: true,
      }),
    ],
    [t, i18n.language],
  );

  return (
    <Stack spacing={3}>
      <Totals summary={query.data?.summary} />
      <DataTable
        label={t('messages.tableLabel', { title: invitation.title })}
        columns={columns}
        list={list}
        query={query}
        emptyText={t('messages.empty')}
        searchLabel={t('messages.search')}
        filters={
          <>
            <FilterSelect
              label={t('messages.filters.attending')}
              value={filters.attending}
              options={[
                { value: 'yes', label: t('messages.attending.yes') },
                { value: 'no', label: t('messages.attending.no') },
              ]}
              onChange={(value) => setFilter('attending', value)}
            />
            <FilterSelect
              label={t('messages.filters.status')}
              value={filters.status}
              options={INVITATION_MESSAGE_STATUSES.map((status) => ({
                value: status,
                label: t(`messages.status.${status}`),
              }))}
              onChange={(value) => setFilter('status', value)}
            />
          </>
        }
        rowActions={(row) => [
          row.status === 'published'
            ? {
                label: t('messages.actions.hide', { name: row.name }),
                icon: <VisibilityOffOutlinedIcon />,
                onClick: () => setStatus.mutate({ messageId: row.id, status: 'hidden' }),
              }
            : {
                label: t('messages.actions.publish', { name: row.name }),
                icon: <VisibilityOutlinedIcon />,
                onClick: () => setStatus.mutate({ messageId: row.id, status: 'published' }),
              },
          {
            label: t('messages.actions.delete', { name: row.name }),
            icon: <DeleteOutlineIcon />,
            confirm: {
              title: t('messages.delete.title'),
              message: t('messages.delete.text', { name: row.name }),
              confirmLabel: t('messages.delete.confirm'),
              onConfirm: () => remove(row.id),
            },
          },
        ]}
      />
      {setStatus.isError && <Alert severity="error">{translateApiError(t, setStatus.error)}</Alert>}
    </Stack>
  );
}

export function InvitationMessagesPage() {
  const { t } = useTranslation('invitations');
  const [search, setSearch] = useSearchParams();
  const invitations = useQuery(invitationsQuery());
  const items = invitations.data?.items ?? [];
  const asked = search.get('invitation');
  const invitation = items.find((candidate) => candidate.id === asked) ?? items[0];

  // Another invitation's replies start with no filters, on the first page.
  const choose = (id: string) => setSearch(new URLSearchParams({ invitation: id }));

  return (
    <ListPage
      title={t('messages.title')}
      subtitle={invitation ? invitation.coupleNames : t('messages.subtitle')}
      action={
        invitation && {
          label: t('messages.editInvitation'),
          to: paths.weddingInvitation(invitation.id),
          icon: <EditOutlinedIcon />,
        }
      }
      query={invitations}
      notice={
        invitation && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            {items.length > 1 ? (
              <InvitationPicker invitations={items} value={invitation.id} onChange={choose} />
            ) : (
              <span />
            )}
            <CsvButton invitationId={invitation.id} />
          </Stack>
        )
      }
    >
      {invitation ? (
        <Replies key={invitation.id} invitation={invitation} />
      ) : (
        <Card>
          <CardContent>
            <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
              <Typography variant="h6" component="h2">
                {t('messages.none.title')}
              </Typography>
              <Typography color="text.secondary">{t('messages.none.text')}</Typography>
              <Button
                component={RouterLink}
                to={paths.weddingInvitation()}
                variant="contained"
                startIcon={<AddIcon />}
              >
                {t('messages.none.action')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </ListPage>
  );
}
