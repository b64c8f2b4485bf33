// /wedding/digital-invitation: the couple's invitation editor. Without an invitation it makes the
// first one; with some it edits the one in `?id=` (the newest by default), with a picker when
// there are several and "New invitation" (`?new`). A saved invitation can be deleted.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { Invitation } from '@hatira/shared/invitations';
import { PAGES } from '@hatira/shared/pages';
import type { QrCode } from '@hatira/shared/qr-codes';
import { paths } from '@hatira/shared/paths';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useConfirm } from '../../components/confirm-dialog/use-confirm';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { formValuesOf, NEW_INVITATION } from './invitation-form-values';
import { InvitationEditor } from './invitation-editor';
import { InvitationPicker } from './invitation-picker';
import {
  eventOptionsQuery,
  invitationQuery,
  invitationsQuery,
  useCreateInvitation,
  useDeleteInvitation,
  useUpdateInvitation,
} from './invitations.api';

/** The editor's address for making a new invitation beside the existing ones. */
const NEW_PATH = `${PAGES.weddingInvitation.path}?new`;

function Editor({
  invitation,
  events,
  onDirtyChange,
}: {
  invitation?: Invitation;
  events: readonly QrCode[];
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const create = useCreateInvitation();
  const update = useUpdateInvitation(invitation?.id ?? '');
  return invitation ? (
    <InvitationEditor
      key={invitation.id}
      invitation={invitation}
      defaultValues={formValuesOf(invitation)}
      events={events}
      submitLabel={t('editor.save')}
      savedText={t('editor.saved')}
      onSubmit={(body) => update.mutateAsync(body)}
      onDirtyChange={onDirtyChange}
    />
  ) : (
    <InvitationEditor
      key="new"
      defaultValues={NEW_INVITATION}
      events={events}
      submitLabel={t('editor.create')}
      savedText={t('editor.created')}
      onSubmit={async (body) => {
        const created = await create.mutateAsync(body);
        void navigate(paths.weddingInvitation(created.id), { replace: true });
      }}
      onDirtyChange={onDirtyChange}
    />
  );
}

export function InvitationEditorPage() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const list = useQuery(invitationsQuery());
  const events = useQuery(eventOptionsQuery());
  const invitations = list.data?.items ?? [];
  const isNew = search.has('new') || (list.isSuccess && invitations.length === 0);
  const selectedId = isNew ? '' : (search.get('id') ?? invitations[0]?.id ?? '');
  const detail = useQuery({ ...invitationQuery(selectedId), enabled: selectedId !== '' });
  const remove = useDeleteInvitation();
  const [isDeleting, setDeleting] = useState(false);
  const [isDirty, setDirty] = useState(false);
  const handleDirtyChange = useCallback((dirty: boolean) => setDirty(dirty), []);
  const { ask, dialog } = useConfirm();

  /** Switching invitations drops what was typed: ask first, as leaving the page would. */
  const go = (to: string) => {
    if (!isDirty) return void navigate(to);
    ask({
      title: t('forms:unsaved.title'),
      message: t('forms:unsaved.text'),
      confirmLabel: t('forms:unsaved.leave'),
      cancelLabel: t('forms:unsaved.stay'),
      onConfirm: () => {
        setDirty(false);
        void navigate(to);
      },
    });
  };

  if (list.isPending || events.isPending || (selectedId !== '' && detail.isPending)) return <PageLoading />;
  const failure = list.error ?? events.error ?? detail.error;
  if (failure) {
    return (
      <Stack spacing={3}>
        <PageHeader title={t('editor.title')} />
        <LoadError
          error={failure}
          onRetry={() => void Promise.all([list.refetch(), events.refetch(), detail.refetch()])}
        />
      </Stack>
    );
  }

  const invitation = selectedId === '' ? undefined : detail.data;
  const actions = (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' }, flexShrink: 0 }}
    >
      {invitations.length > 1 || (isNew && invitations.length > 0) ? (
        <InvitationPicker
          invitations={invitations}
          value={selectedId}
          onChange={(id) => go(paths.weddingInvitation(id))}
          newLabel={isNew ? t('picker.new') : undefined}
        />
      ) : null}
      {invitations.length > 0 && !isNew && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => go(NEW_PATH)}>
          {t('editor.new')}
        </Button>
      )}
      {invitation && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => setDeleting(true)}
        >
          {t('delete.action')}
        </Button>
      )}
    </Stack>
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={invitation ? invitation.title : t('editor.newTitle')}
        subtitle={invitation ? t('editor.subtitle') : t('editor.newSubtitle')}
        actions={actions}
      />
      <Editor invitation={invitation} events={events.data?.items ?? []} onDirtyChange={handleDirtyChange} />
      {invitation && (
        <ConfirmDialog
          open={isDeleting}
          title={t('delete.title')}
          message={t('delete.text', { title: invitation.title, count: invitation.replyCount })}
          confirmLabel={t('delete.confirm')}
          onConfirm={async () => {
            await remove.mutateAsync(invitation.id);
            setDirty(false);
            void navigate(PAGES.weddingInvitation.path, { replace: true });
          }}
          onClose={() => setDeleting(false)}
        />
      )}
      {dialog}
    </Stack>
  );
}
