// The add and edit pages of a user (/users/add, /users/edit/{id}). The edit page also mails a
// password reset link, lists the user's live sessions (each can be ended) and deletes the user —
// when the server answers USER_HAS_DATA, a second confirmation deletes their events and
// customers with them (decisions/019).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { DEFAULT_LANGUAGE, isLanguage } from '@hatira/shared/languages';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { ApiError } from '../../lib/api';
import { translateApiError } from '../../lib/form-errors';
import { newUserValues, UserForm, userValuesOf } from './user-form';
import { STATUS_COLORS } from './user-list-page';
import {
  useCreateUser,
  useDeleteUser,
  useRevokeUserSession,
  userQuery,
  userSessionsQuery,
  useSendPasswordReset,
  useUpdateUser,
} from './users.api';
import { PageHeader, PageLoading, type PageHeaderProps } from '../../components/page-header/page-header';
import { paths } from '@hatira/shared/paths';

/** Every page here leads back to /users. */
function Header(props: Omit<PageHeaderProps, 'back'>) {
  const { t } = useTranslation('users');
  return <PageHeader back={{ to: paths.users, label: t('backToList') }} {...props} />;
}

export function UserAddPage() {
  const { t, i18n } = useTranslation('users');
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <Stack spacing={3}>
      <Header title={t('add.title')} subtitle={t('add.subtitle')} />
      <UserForm
        defaultValues={newUserValues(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE)}
        isNew
        submitLabel={t('add.submit')}
        onSubmit={async (body) => {
          const created = await create.mutateAsync(body);
          void navigate(paths.userEdit(created.id), { replace: true });
        }}
      />
    </Stack>
  );
}

function PasswordResetCard({ userId, email }: { userId: string; email: string }) {
  const { t } = useTranslation('users');
  const send = useSendPasswordReset(userId);
  return (
    <Card>
      <CardHeader title={t('reset.title')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('reset.text', { email })}</Typography>
          {send.isSuccess && <Alert severity="success">{t('reset.sent', { email })}</Alert>}
          {send.isError && <Alert severity="error">{translateApiError(t, send.error)}</Alert>}
          <div>
            <Button
              variant="outlined"
              startIcon={<MailOutlineIcon />}
              disabled={send.isPending}
              onClick={() => send.mutate()}
            >
              {t('reset.action')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

function SessionsCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('users');
  const sessions = useQuery(userSessionsQuery(userId));
  const revoke = useRevokeUserSession(userId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card>
      <CardHeader title={t('sessions.title')} />
      <CardContent>
        {sessions.isPending && <CircularProgress size={24} aria-label={t('common:loading')} />}
        {sessions.isError && <Alert severity="error">{translateApiError(t, sessions.error)}</Alert>}
        {revoke.isError && <Alert severity="error">{translateApiError(t, revoke.error)}</Alert>}
        {sessions.data?.items.length === 0 && (
          <Typography color="text.secondary">{t('sessions.empty')}</Typography>
        )}
        <List dense aria-label={t('sessions.title')}>
          {sessions.data?.items.map((session) => {
            const device =
              [session.browser, session.os].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
            return (
              <ListItem
                key={session.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('sessions.revoke', { device })}
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(session.id)}
                  >
                    <LogoutIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={device}
                  secondary={t('sessions.detail', {
                    ip: session.ip ?? '—',
                    lastSeen: date.format(new Date(session.lastSeenAt)),
                  })}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}

/** Delete, and when the user owns data, ask once more before deleting it with them. */
function DeleteUserDialogs({
  user,
  open,
  onClose,
}: {
  user: { id: string; fullName: string };
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const remove = useDeleteUser();
  const [isAskingWithData, setAskingWithData] = useState(false);
  const done = () => void navigate(paths.users, { replace: true });
  return (
    <>
      <ConfirmDialog
        open={open}
        title={t('delete.title')}
        message={t('delete.text', { name: user.fullName })}
        confirmLabel={t('delete.confirm')}
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ id: user.id, withData: false });
            done();
          } catch (error) {
            if (!(error instanceof ApiError && error.code === 'USER_HAS_DATA')) throw error;
            setAskingWithData(true);
          }
        }}
        onClose={onClose}
      />
      <ConfirmDialog
        open={isAskingWithData}
        title={t('delete.withDataTitle')}
        message={t('delete.withDataText', { name: user.fullName })}
        confirmLabel={t('delete.withDataConfirm')}
        onConfirm={async () => {
          await remove.mutateAsync({ id: user.id, withData: true });
          done();
        }}
        onClose={() => setAskingWithData(false)}
      />
    </>
  );
}

export function UserEditPage() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const user = useQuery(userQuery(id));
  const update = useUpdateUser(id);
  const [isDeleting, setDeleting] = useState(false);

  if (user.isPending) return <PageLoading />;
  if (user.isError)
    return (
      <Stack spacing={3}>
        <Header title={t('edit.title')} />
        <Alert severity="warning">{translateApiError(t, user.error)}</Alert>
      </Stack>
    );

  const data = user.data;
  return (
    <Stack spacing={3}>
      <Header
        title={data.fullName}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <span>{data.email}</span>
            <Chip size="small" color={STATUS_COLORS[data.status]} label={t(`status.${data.status}`)} />
          </Stack>
        }
        actions={
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setDeleting(true)}
          >
            {t('delete.action')}
          </Button>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <UserForm
            key={data.id}
            defaultValues={userValuesOf(data)}
            isNew={false}
            submitLabel={t('edit.submit')}
            savedText={t('edit.saved')}
            onSubmit={(body) => update.mutateAsync(body)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <PasswordResetCard userId={data.id} email={data.email} />
            <SessionsCard userId={data.id} />
          </Stack>
        </Grid>
      </Grid>
      <DeleteUserDialogs user={data} open={isDeleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
