// /bills/view/{id} and /bills-management/view/{id}: a bill as a printable page (the browser's print
// gives the bill alone) with its PDF to download; an open bill leads its buyer to the pay page; the
// staff's page adds confirming or rejecting a payment notice, cancelling and refunding.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { isPlatformWide } from '@hatira/shared/pages';
import { paths } from '@hatira/shared/paths';
import type { Bill } from '@hatira/shared/bills';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { useAbility } from '../../lib/ability';
import { translateApiError } from '../../lib/form-errors';
import { BillDocument, BILL_PRINT_STYLES } from './bill-document';
import { BillStaffActions } from './bill-staff-actions';
import { billQuery, downloadBillPdf } from './bills.api';

function PdfButton({ bill }: { bill: Bill }) {
  const { t } = useTranslation('bills');
  const [state, setState] = useState<{ isBusy: boolean; error: unknown }>({ isBusy: false, error: null });
  const handleDownload = async () => {
    setState({ isBusy: true, error: null });
    try {
      await downloadBillPdf(bill);
      setState({ isBusy: false, error: null });
    } catch (error) {
      setState({ isBusy: false, error });
    }
  };
  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        startIcon={state.isBusy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        disabled={state.isBusy}
        onClick={() => void handleDownload()}
      >
        {t('view.pdf')}
      </Button>
      {state.error !== null && <Alert severity="error">{translateApiError(t, state.error)}</Alert>}
    </Stack>
  );
}

function BillView({ scope }: { scope: 'own' | 'all' }) {
  const { t } = useTranslation('bills');
  const { id = '' } = useParams();
  const bill = useQuery(billQuery(id));
  const ability = useAbility();
  const isStaff = scope === 'all' && isPlatformWide(ability, 'update', 'bills');
  const back = {
    to: scope === 'all' ? paths.billsManagement : paths.bills,
    label: t(scope === 'all' ? 'view.backToManagement' : 'view.backToList'),
  };

  if (bill.isPending) return <PageLoading />;
  if (bill.isError)
    return (
      <Stack spacing={3}>
        <PageHeader back={back} title={t('view.title')} />
        <LoadError error={bill.error} onRetry={() => void bill.refetch()} />
      </Stack>
    );

  const data = bill.data;
  const isOpen = data.status === 'unpaid' || data.status === 'pending_confirmation';
  return (
    <Stack spacing={3}>
      <GlobalStyles styles={BILL_PRINT_STYLES} />
      <PageHeader
        back={back}
        title={t('view.billNumber', { number: data.number })}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
            {scope === 'own' && isOpen && (
              <Button
                component={RouterLink}
                to={paths.subscriptionPay(data.id)}
                variant="outlined"
                color="warning"
                startIcon={<PaymentsOutlinedIcon />}
              >
                {t('view.pay')}
              </Button>
            )}
            <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
              {t('view.print')}
            </Button>
            <PdfButton bill={data} />
          </Stack>
        }
      />
      {isStaff && <BillStaffActions bill={data} />}
      <BillDocument bill={data} />
    </Stack>
  );
}

export function BillViewPage() {
  return <BillView scope="own" />;
}

export function ManagedBillViewPage() {
  return <BillView scope="all" />;
}
