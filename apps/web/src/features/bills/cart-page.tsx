// /subscription/cart?plan=<id> (DESIGN.md §6.3, §7.1): the chosen plan, a coupon checked as it is
// typed, net / KDV / total, the billing identity (filled in from the last bill or the profile), the
// two contracts to read and accept, and "place order": the checkout makes an unpaid bill and the
// buyer goes on to its pay page. Refusals land on their field (a coupon, an identity number) or
// above the button (contracts not accepted, a plan no longer on sale).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingPrefill, CheckoutBody } from '@hatira/shared/bills';
import { CHECKOUT_CONTRACTS } from '@hatira/shared/legal-pages';
import { paths } from '@hatira/shared/paths';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { BILLING_FIELDS, BillingFields } from '../../components/billing/billing-fields';
import { FormFooter } from '../../components/entity-form/form-footer';
import { SectionCard } from '../../components/section-card';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { translateApiError } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { billingPrefillQuery } from '../../lib/billing-queries';
import { planQuery, useCheckout } from './bills.api';
import type { CartOutput, CartValues } from './cart.schema';
import { ContractField } from '../../components/billing/contract-field';
import { OrderSummary, useCartQuote } from './order-summary';

const cartSchema = lazyZodResolver(() => import('./cart.schema').then((m) => m.cartSchema));

const FORM_FIELDS = [
  'couponCode',
  ...BILLING_FIELDS,
  'contracts.distance-sales-contract',
  'contracts.pre-information-form',
] as const;

const COUPON_ERRORS = [
  'COUPON_INVALID',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  'COUPON_NOT_APPLICABLE',
] as const;

function checkoutBodyOf(planId: string, values: CartOutput): CheckoutBody {
  return {
    planId,
    couponCode: values.couponCode || undefined,
    billing: values.billing,
    acceptedContracts: CHECKOUT_CONTRACTS.filter((slug) => values.contracts[slug]),
  };
}

function CartForm({ plan, prefill }: { plan: SubscriptionPlan; prefill: BillingPrefill }) {
  const { t } = useTranslation('bills');
  const navigate = useNavigate();
  const checkout = useCheckout();
  const form = useEntityForm({
    schema: cartSchema,
    defaultValues: {
      couponCode: '',
      billing: prefill,
      contracts: { 'distance-sales-contract': false, 'pre-information-form': false },
    } satisfies CartValues,
    fields: FORM_FIELDS,
    codeFields: Object.fromEntries(COUPON_ERRORS.map((code) => [code, 'couponCode' as const])),
    onSubmit: async (values) => {
      const { payUrl } = await checkout.mutateAsync(checkoutBodyOf(plan.id, values));
      void navigate(payUrl);
    },
    savedText: t('cart.ordered'),
  });
  const cart = useCartQuote(form, plan.id);

  return (
    <Grid container spacing={3} component="form" {...form.formProps} aria-label={t('cart.title')}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={3}>
          <SectionCard id="cart-billing" title={t('cart.billing.title')}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t(`cart.billing.intro.${prefill.type}`)}
            </Typography>
            <BillingFields form={form} type={prefill.type} />
          </SectionCard>
          <SectionCard id="cart-contracts" title={t('cart.contracts.title')}>
            <Stack spacing={1}>
              {CHECKOUT_CONTRACTS.map((slug) => (
                <ContractField key={slug} form={form} slug={slug} />
              ))}
            </Stack>
          </SectionCard>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <SectionCard id="cart-order" title={t('cart.order')}>
          <Stack spacing={3}>
            <OrderSummary form={form} plan={plan} cart={cart} />
            <FormFooter form={form} submitLabel={t('cart.placeOrder')} disabled={!cart.base.isSuccess} />
          </Stack>
        </SectionCard>
      </Grid>
    </Grid>
  );
}

function BackToPlans({ message }: { message: string }) {
  const { t } = useTranslation('bills');
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={paths.subscription} color="inherit" size="small">
          {t('cart.choosePlan')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

export function CartPage() {
  const { t } = useTranslation('bills');
  const [search] = useSearchParams();
  const planId = search.get('plan') ?? '';
  const plan = useQuery({ ...planQuery(planId), enabled: planId !== '' });
  const prefill = useQuery(billingPrefillQuery());

  let content;
  if (planId === '') content = <BackToPlans message={t('cart.noPlan')} />;
  else if (plan.isError) content = <BackToPlans message={translateApiError(t, plan.error)} />;
  else if (prefill.isError) content = <Alert severity="error">{translateApiError(t, prefill.error)}</Alert>;
  else if (plan.isPending || prefill.isPending) content = <PageLoading />;
  else content = <CartForm key={plan.data.id} plan={plan.data} prefill={prefill.data} />;

  return (
    <Stack spacing={3}>
      <PageHeader
        back={{ to: paths.subscription, label: t('cart.back') }}
        title={t('cart.title')}
        subtitle={t('cart.subtitle')}
      />
      {content}
    </Stack>
  );
}
