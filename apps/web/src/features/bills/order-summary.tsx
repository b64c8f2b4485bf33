// The cart's order: the plan, the coupon field with its live check (the server's quote, asked once
// typing settles), and the totals — net and KDV inside the total, to the kuruş as the bill will say.
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Quote } from '@hatira/shared/bills';
import { formatMoney } from '@hatira/shared/money';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import type { EntityForm } from '../../components/entity-form/use-entity-form';
import { translateApiError } from '../../lib/form-errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { quoteQuery } from './bills.api';
import type { CartOutput, CartValues } from './cart.schema';
import { TotalsTable, type AmountRow } from '../../components/billing/totals-table';

/** How long typing must pause before a coupon is checked. */
export const COUPON_CHECK_DELAY_MS = 400;

/**
 * The quote to show: the plan's own, or with the coupon once the server has accepted it. While a
 * coupon is typed or checked, and when it is refused, the plan's own totals stay.
 */
export function useCartQuote(form: EntityForm<CartValues, CartOutput>, planId: string) {
  const typed = (useWatch({ control: form.control, name: 'couponCode' }) ?? '').trim();
  const coupon = useDebouncedValue(typed, COUPON_CHECK_DELAY_MS);
  const base = useQuery(quoteQuery(planId, ''));
  const withCoupon = useQuery({ ...quoteQuery(planId, coupon), enabled: coupon !== '' });
  const isChecking = typed !== coupon || (coupon !== '' && withCoupon.isFetching);
  const applied = coupon !== '' && !isChecking && withCoupon.isSuccess ? withCoupon.data : undefined;
  return {
    base,
    quote: applied ?? base.data,
    coupon: {
      isChecking: typed !== '' && isChecking,
      applied,
      error: typed !== '' && !isChecking && withCoupon.isError ? withCoupon.error : null,
    },
  };
}

export type CartQuote = ReturnType<typeof useCartQuote>;

function CouponField({
  form,
  coupon,
  currency,
}: {
  form: EntityForm<CartValues, CartOutput>;
  coupon: CartQuote['coupon'];
  currency: string;
}) {
  const { t, i18n } = useTranslation('bills');
  const submitError = form.errorOf('couponCode');
  const checkError = coupon.error ? translateApiError(t, coupon.error) : undefined;
  const error = submitError ?? checkError;
  let hint = t('cart.coupon.hint');
  if (coupon.isChecking) hint = t('cart.coupon.checking');
  else if (coupon.applied)
    hint = t('cart.coupon.applied', {
      amount: formatMoney(coupon.applied.discount, currency, i18n.language),
    });
  return (
    <TextField
      {...form.register('couponCode')}
      label={t('cart.coupon.label')}
      fullWidth
      autoComplete="off"
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{
        htmlInput: { maxLength: 50, autoCapitalize: 'characters' },
        formHelperText: {
          sx: coupon.applied && !error ? { color: 'success.main' } : undefined,
          role: 'status',
        },
        input: {
          endAdornment: coupon.isChecking && (
            <InputAdornment position="end">
              <CircularProgress size={18} aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function Totals({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation('bills');
  const money = (amount: number) => formatMoney(amount, quote.currency, i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(quote.taxRate / 100);
  const rows: AmountRow[] = [
    [t('cart.totals.subtotal'), money(quote.subtotal)],
    ...(quote.discount > 0
      ? [[t('cart.totals.discount', { code: quote.couponCode }), `−${money(quote.discount)}`] as const]
      : []),
    [t('cart.totals.net'), money(quote.net)],
    [t('cart.totals.tax', { rate: percent }), money(quote.tax)],
  ];
  return (
    <TotalsTable
      label={t('cart.totals.title')}
      rows={rows}
      total={[t('cart.totals.total'), money(quote.total)]}
    />
  );
}

export function OrderSummary({
  form,
  plan,
  cart,
}: {
  form: EntityForm<CartValues, CartOutput>;
  plan: SubscriptionPlan;
  cart: CartQuote;
}) {
  const { t } = useTranslation('bills');
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h6" component="p">
          {plan.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('cart.planLine', { count: plan.durationDays })}
        </Typography>
      </div>
      <CouponField form={form} coupon={cart.coupon} currency={plan.currency} />
      {cart.quote ? (
        <Totals quote={cart.quote} />
      ) : cart.base.isError ? (
        <Typography color="error" role="alert">
          {translateApiError(t, cart.base.error)}
        </Typography>
      ) : (
        <CircularProgress aria-label={t('common:loading')} size={24} />
      )}
      <Typography variant="caption" color="text.secondary">
        {t('cart.totals.note')}
      </Typography>
    </Stack>
  );
}
