// A print order (/printing-workshop/order/view/{id}): its proof (the staff see the print-ready file,
// with bleed and crop marks), what was ordered and its bill, the shipping address, and the status
// timeline with the carrier and the tracking number. Staff move the status forward and download the
// print file; the buyer downloads the proof and may cancel while the order is pending.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ReactNode } from 'react';
import { formatMoney } from '@hatira/shared/money';
import { isPlatformWide } from '@hatira/shared/pages';
import { paths } from '@hatira/shared/paths';
import { PRINT_ORDER_NEXT, type PrintOrder } from '@hatira/shared/printing';
import { BillStatusChip } from '../../components/billing/bill-status-chip';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { SectionCard } from '../../components/section-card';
import { useAbility } from '../../lib/ability';
import { translateApiError } from '../../lib/form-errors';
import { OrderStatusForm } from './order-status-form';
import { downloadOrderFile, orderFileQuery, orderQuery, useCancelOrder } from './printing.api';
import { OrderStatusChip } from './printing-parts';
import { PdfFrame } from './proof-preview';
import { printingPaths } from './printing-paths';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </div>
  );
}

function OrderFile({ order, isStaff }: { order: PrintOrder; isStaff: boolean }) {
  const { t } = useTranslation('printing');
  const file = useQuery(orderFileQuery(order.id));
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const handleDownload = async () => {
    setSaving(true);
    setError(null);
    try {
      await downloadOrderFile(order.id);
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <SectionCard id="order-file" title={t(isStaff ? 'view.printFile' : 'view.proof')}>
      <Stack spacing={2}>
        {/* An A-series page's proportions until the PDF gives its own. */}
        <PdfFrame
          pdf={file.data?.blob}
          title={t(isStaff ? 'view.printFile' : 'view.proof')}
          widthMm={210}
          heightMm={297}
        >
          {file.isPending && (
            <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}>
              <CircularProgress aria-label={t('proof.making')} />
            </Stack>
          )}
        </PdfFrame>
        {file.isError && <Alert severity="error">{translateApiError(t, file.error)}</Alert>}
        <div>
          <Button
            variant="outlined"
            startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
            disabled={isSaving}
            onClick={() => void handleDownload()}
          >
            {t(isStaff ? 'view.downloadPrintFile' : 'view.downloadProof')}
          </Button>
        </div>
        {error !== null && <Alert severity="error">{translateApiError(t, error)}</Alert>}
      </Stack>
    </SectionCard>
  );
}

function Timeline({ order }: { order: PrintOrder }) {
  const { t, i18n } = useTranslation('printing');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack spacing={2}>
      <Stepper orientation="vertical" activeStep={order.history.length} component="ol" sx={{ m: 0, p: 0 }}>
        {order.history.map((event, i) => (
          <Step key={`${event.status}-${i}`} completed component="li">
            <StepLabel
              optional={
                <Typography variant="caption" color="text.secondary">
                  {date.format(new Date(event.at))}
                  {event.note ? ` · ${event.note}` : ''}
                </Typography>
              }
            >
              {t(`orderStatus.${event.status}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {(order.carrier || order.trackingNumber) && (
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {order.carrier && <Line label={t('view.carrier')}>{order.carrier}</Line>}
          {order.trackingNumber && <Line label={t('view.trackingNumber')}>{order.trackingNumber}</Line>}
        </Stack>
      )}
    </Stack>
  );
}

function billLink(order: PrintOrder, isStaff: boolean): string | null {
  if (!order.billId) return null;
  if (isStaff) return paths.billsManagementView(order.billId);
  return order.billStatus === 'unpaid' ? paths.subscriptionPay(order.billId) : paths.billView(order.billId);
}

function OrderDetails({ order, isStaff }: { order: PrintOrder; isStaff: boolean }) {
  const { t, i18n } = useTranslation('printing');
  const money = (amount: number) => formatMoney(amount, order.currency, i18n.language);
  const bill = billLink(order, isStaff);
  const texts = Object.entries(order.texts).filter(([, text]) => text !== '');
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      <Line label={t('view.design')}>{order.designName}</Line>
      <Line label={t('view.event')}>{order.qrCodeTitle}</Line>
      {texts.map(([key, text]) => (
        <Line key={key} label={t('view.text', { key })}>
          {text}
        </Line>
      ))}
      <Line label={t('view.quantity')}>
        {t('view.pieces', { count: order.quantity, price: money(order.unitPrice) })}
      </Line>
      <Line label={t('view.total')}>{money(order.total)}</Line>
      {isStaff && <Line label={t('view.buyer')}>{`${order.userName} · ${order.userEmail}`}</Line>}
      {bill && order.billNumber && (
        <Line label={t('view.bill')}>
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <Link component={RouterLink} to={bill}>
              {order.billNumber}
            </Link>
            {order.billStatus && <BillStatusChip status={order.billStatus} />}
          </Stack>
        </Line>
      )}
    </Stack>
  );
}

export function OrderViewPage() {
  const { t } = useTranslation('printing');
  const { id = '' } = useParams();
  const isStaff = isPlatformWide(useAbility(), 'update', 'printOrders');
  const order = useQuery(orderQuery(id));
  const cancel = useCancelOrder(id);
  const [isCancelling, setCancelling] = useState(false);
  const back = { to: printingPaths.orders, label: t('view.back') };

  if (order.isPending) return <PageLoading />;
  if (order.isError)
    return (
      <Stack spacing={3}>
        <PageHeader back={back} title={t('view.title')} />
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      </Stack>
    );

  const data = order.data;
  const canMove = isStaff && PRINT_ORDER_NEXT[data.status].length > 0;
  const canCancel = !isStaff && data.status === 'pending';
  return (
    <Stack spacing={3}>
      <PageHeader
        back={back}
        title={t('view.heading', { design: data.designName })}
        subtitle={<OrderStatusChip status={data.status} />}
        actions={
          canCancel && (
            <Button
              color="error"
              variant="outlined"
              onClick={() => setCancelling(true)}
              sx={{ flexShrink: 0 }}
            >
              {t('view.cancel.action')}
            </Button>
          )
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <OrderFile order={data} isStaff={isStaff} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <SectionCard id="order-status" title={t('view.timeline')}>
              <Timeline order={data} />
            </SectionCard>
            {canMove && (
              <SectionCard id="order-move" title={t('view.move.title')}>
                <OrderStatusForm key={data.status} order={data} />
              </SectionCard>
            )}
            <SectionCard id="order-details" title={t('view.details')}>
              <OrderDetails order={data} isStaff={isStaff} />
            </SectionCard>
            <SectionCard id="order-shipping" title={t('view.shipping')}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>
                {[
                  data.shipping.fullName,
                  data.shipping.phone,
                  data.shipping.address,
                  `${data.shipping.district} / ${data.shipping.city} ${data.shipping.postalCode}`,
                ].join('\n')}
              </Typography>
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={isCancelling}
        title={t('view.cancel.title')}
        message={t('view.cancel.text')}
        confirmLabel={t('view.cancel.confirm')}
        cancelLabel={t('view.cancel.keep')}
        onConfirm={() => cancel.mutateAsync(undefined)}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  );
}
