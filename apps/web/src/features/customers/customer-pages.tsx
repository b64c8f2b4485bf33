// The add and edit pages of a customer (SPEC §2: /customers/add, /customers/edit/{id}).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useCan } from '../../lib/ability';
import { translateApiError } from '../../lib/form-errors';
import { CustomerEventsCard } from './customer-events-card';
import { CustomerForm, formValuesOf, NEW_CUSTOMER } from './customer-form';
import { CustomerStatusChip } from './customer-status-chip';
import {
  customerQuery,
  useCreateCustomer,
  useDeleteCustomer,
  useResendInvitation,
  useUpdateCustomer,
} from './customers.api';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading, type PageHeaderProps } from '../../components/page-header/page-header';
import { paths } from '@hatira/shared/paths';

/** Every page here leads back to /customers. */
function Header(props: Omit<PageHeaderProps, 'back'>) {
  const { t } = useTranslation('customers');
  return <PageHeader back={{ to: paths.customers, label: t('backToList') }} {...props} />;
}

export function CustomerAddPage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const create = useCreateCustomer();
  // An admin looks after customers; new ones are made by their corporate subscriber (decision 021).
  const isAdmin = useCan('manage', 'all');
  return (
    <Stack spacing={3}>
      <Header title={t('add.title')} subtitle={t('add.subtitle')} />
      {isAdmin ? (
        <Alert severity="info">{t('add.adminNote')}</Alert>
      ) : (
        <CustomerForm
          defaultValues={NEW_CUSTOMER}
          submitLabel={t('add.submit')}
          onSubmit={async (body) => {
            const created = await create.mutateAsync(body);
            void navigate(paths.customerEdit(created.id), { replace: true, state: { invited: true } });
          }}
        />
      )}
    </Stack>
  );
}

function InvitationButton({ customerId }: { customerId: string }) {
  const { t } = useTranslation('customers');
  const resend = useResendInvitation(customerId);
  return (
    <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
      <Button
        variant="outlined"
        startIcon={<ForwardToInboxOutlinedIcon />}
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {t('invitation.resend')}
      </Button>
      {resend.isSuccess && (
        <Alert severity="success" role="status">
          {t('invitation.sent')}
        </Alert>
      )}
      {resend.isError && <Alert severity="error">{translateApiError(t, resend.error)}</Alert>}
    </Stack>
  );
}

export function CustomerEditPage() {
  const { t } = useTranslation('customers');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const customer = useQuery(customerQuery(id));
  const update = useUpdateCustomer(id);
  const remove = useDeleteCustomer();
  const [isDeleting, setDeleting] = useState(false);
  const isJustInvited = (useLocation().state as { invited?: boolean } | null)?.invited === true;

  if (customer.isPending) return <PageLoading />;
  if (customer.isError) {
    return (
      <Stack spacing={3}>
        <Header title={t('edit.title')} />
        <LoadError error={customer.error} />
      </Stack>
    );
  }

  const data = customer.data;
  return (
    <Stack spacing={3}>
      <Header
        title={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} component="span">
            <span>{data.fullName}</span>
            <CustomerStatusChip status={data.status} />
          </Stack>
        }
        subtitle={data.status === 'pending' ? t('edit.pendingHint') : t('edit.subtitle')}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
            <InvitationButton customerId={data.id} />
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setDeleting(true)}
            >
              {t('delete.action')}
            </Button>
          </Stack>
        }
      />
      {isJustInvited && (
        <Alert severity="success" role="status">
          {t('edit.invited', { email: data.email })}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <CustomerForm
            key={data.id}
            defaultValues={formValuesOf(data)}
            submitLabel={t('edit.submit')}
            savedText={t('edit.saved')}
            onSubmit={(body) => update.mutateAsync(body)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <CustomerEventsCard customer={data} />
        </Grid>
      </Grid>
      <ConfirmDialog
        open={isDeleting}
        title={t('delete.title')}
        message={t('delete.text', { name: data.fullName })}
        confirmLabel={t('delete.confirm')}
        onConfirm={async () => {
          await remove.mutateAsync(data.id);
          void navigate(paths.customers, { replace: true });
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
