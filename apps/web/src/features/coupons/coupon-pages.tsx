// The add and edit pages of a coupon (/coupons/add, /coupons/edit/{id}): the form, and on the edit
// page the coupon's uses and the newest bills that used it (cancelled ones gave their use back).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { CouponDetail } from '@hatira/shared/coupons';
import { formatMoney } from '@hatira/shared/money';
import { paths } from '@hatira/shared/paths';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading, type PageHeaderProps } from '../../components/page-header/page-header';
import { useCan } from '../../lib/ability';
import { CouponForm } from './coupon-form';
import { formatUses } from './coupon-format';
import { couponFormValuesOf, NEW_COUPON } from './coupon-form-values';
import { couponQuery, useCreateCoupon, useDeleteCoupon, useUpdateCoupon } from './coupons.api';

const BILL_COLORS = {
  unpaid: 'warning',
  pending_confirmation: 'info',
  paid: 'success',
  cancelled: 'default',
  refunded: 'default',
} as const;

/** Every page here leads back to /coupons. */
function Header(props: Omit<PageHeaderProps, 'back'>) {
  const { t } = useTranslation('coupons');
  return <PageHeader back={{ to: paths.coupons, label: t('backToList') }} {...props} />;
}

export function CouponAddPage() {
  const { t } = useTranslation('coupons');
  const navigate = useNavigate();
  const create = useCreateCoupon();
  return (
    <Stack spacing={3}>
      <Header title={t('add.title')} subtitle={t('add.subtitle')} />
      <Grid container>
        <Grid size={{ xs: 12, md: 8, lg: 7 }}>
          <CouponForm
            defaultValues={NEW_COUPON}
            submitLabel={t('add.submit')}
            cancelTo={paths.coupons}
            savedText={t('add.saved')}
            onSubmit={async (body) => {
              const created = await create.mutateAsync(body);
              void navigate(paths.couponEdit(created.id), { replace: true });
            }}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}

function CouponBills({ coupon }: { coupon: CouponDetail }) {
  const { t, i18n } = useTranslation('coupons');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Card component="section" aria-labelledby="coupon-bills-title">
      <CardContent>
        <Typography id="coupon-bills-title" variant="h6" component="h2">
          {t('bills.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('bills.uses', { uses: formatUses(coupon) })}
        </Typography>
        {coupon.bills.length === 0 ? (
          <Typography color="text.secondary" role="status">
            {t('bills.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="coupon-bills-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('bills.number')}</TableCell>
                  <TableCell>{t('bills.buyer')}</TableCell>
                  <TableCell align="right">{t('bills.total')}</TableCell>
                  <TableCell>{t('bills.status')}</TableCell>
                  <TableCell>{t('bills.date')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {coupon.bills.map((bill) => (
                  <TableRow key={bill.id}>
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                      <Link component={RouterLink} to={paths.billsManagementView(bill.id)}>
                        {bill.number}
                      </Link>
                    </TableCell>
                    <TableCell>{bill.userName}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(bill.total, bill.currency, i18n.language)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={BILL_COLORS[bill.status]}
                        label={t(`billStatus.${bill.status}`)}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {date.format(new Date(bill.createdAt))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}

export function CouponEditPage() {
  const { t, i18n } = useTranslation('coupons');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const coupon = useQuery(couponQuery(id));
  const update = useUpdateCoupon(id);
  const remove = useDeleteCoupon();
  const canUpdate = useCan('update', 'coupons');
  const canDelete = useCan('delete', 'coupons');
  const [isDeleting, setDeleting] = useState(false);

  if (coupon.isPending) return <PageLoading />;
  if (coupon.isError) {
    return (
      <Stack spacing={3}>
        <Header title={t('edit.title')} />
        <LoadError error={coupon.error} />
      </Stack>
    );
  }

  const data = coupon.data;
  return (
    <Stack spacing={3}>
      <Header
        title={data.code}
        subtitle={t('edit.subtitle')}
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
      <Grid container spacing={3}>
        {canUpdate && (
          <Grid size={{ xs: 12, lg: 6 }}>
            <CouponForm
              key={data.id}
              defaultValues={couponFormValuesOf(data, i18n.language)}
              submitLabel={t('edit.submit')}
              savedText={t('edit.saved')}
              onSubmit={(body) => update.mutateAsync(body)}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, lg: canUpdate ? 6 : 12 }}>
          <CouponBills coupon={data} />
        </Grid>
      </Grid>
      <ConfirmDialog
        open={isDeleting}
        title={t('delete.title')}
        message={t('delete.text', { code: data.code })}
        confirmLabel={t('delete.confirm')}
        onConfirm={async () => {
          await remove.mutateAsync(data.id);
          void navigate(paths.coupons, { replace: true });
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
