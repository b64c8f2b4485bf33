// The add and edit pages of a bank account (/bank-accounts/add, /bank-accounts/edit/{id}).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { formatIban } from '@hatira/shared/identity-numbers';
import { paths } from '@hatira/shared/paths';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading, type PageHeaderProps } from '../../components/page-header/page-header';
import { useCan } from '../../lib/ability';
import { BankAccountForm, bankAccountFormValuesOf, NEW_BANK_ACCOUNT } from './bank-account-form';
import {
  bankAccountQuery,
  useCreateBankAccount,
  useDeleteBankAccount,
  useUpdateBankAccount,
} from './bank-accounts.api';

/** Every page here leads back to /bank-accounts. */
function Header(props: Omit<PageHeaderProps, 'back'>) {
  const { t } = useTranslation('bank-accounts');
  return <PageHeader back={{ to: paths.bankAccounts, label: t('backToList') }} {...props} />;
}

/** The form beside nothing: at most two thirds of a wide screen. */
const FORM_WIDTH = { xs: 12, md: 8, lg: 7 } as const;

export function BankAccountAddPage() {
  const { t } = useTranslation('bank-accounts');
  const navigate = useNavigate();
  const create = useCreateBankAccount();
  return (
    <Stack spacing={3}>
      <Header title={t('add.title')} subtitle={t('add.subtitle')} />
      <Grid container>
        <Grid size={FORM_WIDTH}>
          <BankAccountForm
            defaultValues={NEW_BANK_ACCOUNT}
            submitLabel={t('add.submit')}
            cancelTo={paths.bankAccounts}
            savedText={t('add.saved')}
            onSubmit={async (body) => {
              const created = await create.mutateAsync(body);
              void navigate(paths.bankAccountEdit(created.id), { replace: true });
            }}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}

export function BankAccountEditPage() {
  const { t } = useTranslation('bank-accounts');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const account = useQuery(bankAccountQuery(id));
  const update = useUpdateBankAccount(id);
  const remove = useDeleteBankAccount();
  const canUpdate = useCan('update', 'bankAccounts');
  const canDelete = useCan('delete', 'bankAccounts');
  const [isDeleting, setDeleting] = useState(false);

  if (account.isPending) return <PageLoading />;
  if (account.isError) {
    return (
      <Stack spacing={3}>
        <Header title={t('edit.title')} />
        <LoadError error={account.error} />
      </Stack>
    );
  }

  const data = account.data;
  return (
    <Stack spacing={3}>
      <Header
        title={data.bankName}
        subtitle={formatIban(data.iban)}
        actions={
          canDelete && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setDeleting(true)}
              sx={{ flexShrink: 0 }}
            >
              {t('delete.action')}
            </Button>
          )
        }
      />
      {canUpdate ? (
        <Grid container>
          <Grid size={FORM_WIDTH}>
            <BankAccountForm
              key={data.id}
              defaultValues={bankAccountFormValuesOf(data)}
              submitLabel={t('edit.submit')}
              savedText={t('edit.saved')}
              onSubmit={(body) => update.mutateAsync(body)}
            />
          </Grid>
        </Grid>
      ) : (
        <Alert severity="info">{t('edit.readOnly')}</Alert>
      )}
      <ConfirmDialog
        open={isDeleting}
        title={t('delete.title')}
        message={t('delete.text', { name: data.bankName, iban: formatIban(data.iban) })}
        confirmLabel={t('delete.confirm')}
        onConfirm={async () => {
          await remove.mutateAsync(data.id);
          void navigate(paths.bankAccounts, { replace: true });
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
