// The order form (/printing-workshop/order?design=&event=&texts=&quantity=, buyers): what is
// ordered (the design, the event, the texts, the proof, a way back to change them), the quantity,
// the shipping address, the identity the bill is made out to, the two contracts of a distance sale
// to read and accept, and the totals — net and KDV inside the total, as the bill will split them.
// "Place order" makes the order and its unpaid bill; the buyer goes on to the bill's pay page.
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BillingPrefill } from '@hatira/shared/bills';
import { CHECKOUT_CONTRACTS } from '@hatira/shared/legal-pages';
import { ADDRESS_MAX, CITY_MAX, DEFAULT_VAT_RATE, FULL_NAME_MAX, PHONE_MAX } from '@hatira/shared/limits';
import { formatMoney, splitVat } from '@hatira/shared/money';
import {
  DISTRICT_MAX,
  POSTAL_CODE_MAX,
  type CreatePrintOrderBody,
  type PrintDesign,
  type Shipping,
} from '@hatira/shared/printing';
import type { QrCode } from '@hatira/shared/qr-codes';
import { BILLING_FIELDS, BillingFields } from '../../components/billing/billing-fields';
import { ContractField } from '../../components/billing/contract-field';
import { TotalsTable } from '../../components/billing/totals-table';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm, type EntityForm } from '../../components/entity-form/use-entity-form';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { SectionCard } from '../../components/section-card';
import { billingPrefillQuery } from '../../lib/billing-queries';
import { useSession } from '../../lib/session';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { personalizePath, readOrderDraft, type OrderDraft } from './order-draft';
import { orderFormValuesOf, type OrderFormValues } from './order-form-values';
import { designQuery, myEventsQuery, usePlaceOrder } from './printing.api';
import { LinkAlert } from './printing-parts';
import { ProofPreview } from './proof-preview';
import { printingPaths } from './printing-paths';

type OrderForm = EntityForm<OrderFormValues, CreatePrintOrderBody>;

const SHIPPING_FIELDS: [keyof Shipping, number, string][] = [
  ['fullName', FULL_NAME_MAX, 'name'],
  ['phone', PHONE_MAX, 'tel'],
  ['address', ADDRESS_MAX, 'street-address'],
  ['district', DISTRICT_MAX, 'address-level2'],
  ['city', CITY_MAX, 'address-level1'],
  ['postalCode', POSTAL_CODE_MAX, 'postal-code'],
];
const FORM_FIELDS = [
  'quantity',
  ...SHIPPING_FIELDS.map(([name]) => `shipping.${name}` as const),
  ...BILLING_FIELDS,
  ...CHECKOUT_CONTRACTS.map((slug) => `contracts.${slug}` as const),
] as const;

function Totals({ form, design }: { form: OrderForm; design: PrintDesign }) {
  const { t, i18n } = useTranslation('printing');
  const typed = useWatch({ control: form.control, name: 'quantity' });
  const quantity = /^\d+$/.test(typed.trim()) ? Number(typed) : 0;
  const money = (amount: number) => formatMoney(amount, 'TRY', i18n.language);
  const total = design.unitPrice * quantity;
  const { net, tax } = splitVat(total, DEFAULT_VAT_RATE);
  const rate = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(DEFAULT_VAT_RATE / 100);
  return (
    <TotalsTable
      label={t('order.totals.title')}
      rows={[
        [t('order.totals.pieces', { count: quantity, price: money(design.unitPrice) }), money(total)],
        [t('order.totals.net'), money(net)],
        [t('order.totals.tax', { rate }), money(tax)],
      ]}
      total={[t('order.totals.total'), money(total)]}
    />
  );
}

function Ordered({ draft, design, event }: { draft: OrderDraft; design: PrintDesign; event: QrCode }) {
  const { t } = useTranslation('printing');
  const filled = design.textBoxes.filter((box) => (draft.texts[box.key] ?? box.defaultText) !== '');
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h6" component="p">
          {design.name}
        </Typography>
        <Typography color="text.secondary">{t('order.forEvent', { title: event.title })}</Typography>
      </div>
      {filled.length > 0 && (
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          {filled.map((box) => (
            <div key={box.key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {box.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                {draft.texts[box.key] ?? box.defaultText}
              </Typography>
            </div>
          ))}
        </Stack>
      )}
      <ProofPreview
        designId={design.id}
        qrCodeId={draft.qrCodeId}
        texts={draft.texts}
        widthMm={design.widthMm}
        heightMm={design.heightMm}
      />
      <div>
        <Button component={RouterLink} to={personalizePath(draft)}>
          {t('order.change')}
        </Button>
      </div>
    </Stack>
  );
}

function OrderForm({
  draft,
  design,
  event,
  prefill,
}: {
  draft: OrderDraft;
  design: PrintDesign;
  event: QrCode;
  prefill: BillingPrefill | undefined;
}) {
  const { t } = useTranslation('printing');
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const schema = useMemo(
    () =>
      lazyZodResolver(() =>
        import('./order-form.schema').then((m) => m.orderFormSchema(draft, design.minQuantity)),
      ),
    [draft, design.minQuantity],
  );
  const accountType = useSession()?.userData.accountType ?? 'individual';
  const form = useEntityForm({
    schema,
    defaultValues: orderFormValuesOf(draft, prefill, accountType),
    fields: FORM_FIELDS,
    codeFields: { QUANTITY_BELOW_MINIMUM: 'quantity' },
    onSubmit: async (body) => {
      const { payUrl } = await place.mutateAsync(body);
      void navigate(payUrl);
    },
    savedText: t('order.placed'),
  });
  const billingType = useWatch({ control: form.control, name: 'billing.type' });
  const quantityError = form.errorOf('quantity');
  const quantityHint = t('personalize.quantityHint', { count: design.minQuantity });

  return (
    <Grid container spacing={3} component="form" {...form.formProps} aria-label={t('order.title')}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={3}>
          <SectionCard id="order-what" title={t('order.what')}>
            <Ordered draft={draft} design={design} event={event} />
          </SectionCard>
          <SectionCard id="order-shipping" title={t('order.shipping.title')}>
            <Grid container spacing={2}>
              {SHIPPING_FIELDS.map(([name, max, autoComplete]) => {
                const path = `shipping.${name}` as const;
                return (
                  <Grid key={name} size={{ xs: 12, sm: name === 'address' ? 12 : 6 }}>
                    <TextField
                      {...form.register(path)}
                      label={t(`order.shipping.${name}`)}
                      required
                      fullWidth
                      multiline={name === 'address'}
                      minRows={name === 'address' ? 2 : undefined}
                      type={name === 'phone' ? 'tel' : 'text'}
                      autoComplete={autoComplete}
                      error={Boolean(form.errorOf(path))}
                      helperText={form.errorOf(path)}
                      slotProps={{ htmlInput: { maxLength: max } }}
                    />
                  </Grid>
                );
              })}
            </Grid>
          </SectionCard>
          <SectionCard id="order-billing" title={t('order.billing.title')}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('order.billing.intro')}
            </Typography>
            <BillingFields form={form} type={billingType} />
          </SectionCard>
          <SectionCard id="order-contracts" title={t('order.contracts.title')}>
            <Stack spacing={1}>
              {CHECKOUT_CONTRACTS.map((slug) => (
                <ContractField key={slug} form={form} slug={slug} />
              ))}
            </Stack>
          </SectionCard>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <SectionCard id="order-totals" title={t('order.summary')}>
          <Stack spacing={3}>
            <TextField
              {...form.register('quantity')}
              label={t('personalize.quantity')}
              required
              error={Boolean(quantityError)}
              helperText={quantityError ? `${quantityError} · ${quantityHint}` : quantityHint}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: {
                  endAdornment: <InputAdornment position="end">{t('designs.pieces')}</InputAdornment>,
                },
              }}
            />
            <Totals form={form} design={design} />
            <Typography variant="caption" color="text.secondary">
              {t('order.totals.note')}
            </Typography>
            <FormFooter form={form} submitLabel={t('order.place')} />
          </Stack>
        </SectionCard>
      </Grid>
    </Grid>
  );
}

export function OrderPage() {
  const { t } = useTranslation('printing');
  const [search] = useSearchParams();
  const draft = useMemo(() => readOrderDraft(search), [search]);
  const hasDraft = draft.designId !== '' && draft.qrCodeId !== '';
  const design = useQuery({ ...designQuery(draft.designId), enabled: hasDraft });
  const events = useQuery({ ...myEventsQuery(), enabled: hasDraft });
  // The address the buyer last billed to, to start from; none is no problem.
  const prefill = useQuery({ ...billingPrefillQuery(), retry: false });
  const event = events.data?.items.find((item) => item.id === draft.qrCodeId);

  let content;
  if (!hasDraft || (events.isSuccess && !event))
    content = (
      <LinkAlert severity="warning" to={printingPaths.workshop} action={t('order.toCatalogue')}>
        {t('order.noDraft')}
      </LinkAlert>
    );
  else if (design.isError || events.isError)
    content = <LoadError error={design.error ?? events.error} onRetry={() => void design.refetch()} />;
  else if (design.isPending || events.isPending || prefill.isPending || !event) content = <PageLoading />;
  else content = <OrderForm draft={draft} design={design.data} event={event} prefill={prefill.data} />;

  return (
    <Stack spacing={3}>
      <PageHeader
        back={{ to: hasDraft ? personalizePath(draft) : printingPaths.workshop, label: t('order.back') }}
        title={t('order.title')}
        subtitle={t('order.subtitle')}
      />
      {content}
    </Stack>
  );
}
