// One subscription as staff change it (/subscriptions/edit/{id}, decisions/035): who holds it and
// what they paid; extend it (a new end), move it to another plan of the same account type (the
// limits follow at once, the price paid stays), cancel it or make it active again.
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { formatMoney } from '@hatira/shared/money';
import { paths } from '@hatira/shared/paths';
import type { Subscription, UpdateSubscriptionBody } from '@hatira/shared/subscriptions';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { DatePickersProvider } from '../../components/date-pickers-provider';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { useCan } from '../../lib/ability';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { SubscriptionStatusChip } from './subscription-status-chip';
import { allPlansQuery, subscriptionQuery, useUpdateSubscription } from './subscriptions.api';

interface ChangeValues {
  planId: string;
  /** ISO time; 'invalid' while the picker holds a half-typed date (the schema refuses it). */
  endsAt: string;
}

const FORM_FIELDS = ['planId', 'endsAt'] as const;
const changeSchema = lazyZodResolver(() =>
  import('@hatira/shared/subscriptions').then((m) => m.updateSubscriptionBodySchema),
);

function Details({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('subscriptions');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const rows: [string, string][] = [
    [t('edit.subscriber'), `${subscription.userName} · ${subscription.userEmail}`],
    [t('edit.plan'), `${subscription.plan.name} (${t(`common:accountTypes.${subscription.plan.type}`)})`],
    [t('edit.startsAt'), date.format(new Date(subscription.startsAt))],
    [t('edit.endsAt'), date.format(new Date(subscription.endsAt))],
    [t('edit.pricePaid'), formatMoney(subscription.pricePaid, subscription.currency, i18n.language)],
    [t('edit.coupon'), subscription.couponCode ?? '—'],
    [t('edit.createdAt'), date.format(new Date(subscription.createdAt))],
  ];
  return (
    <Card component="section" aria-labelledby="subscription-details-title">
      <CardContent>
        <Typography id="subscription-details-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('edit.details')}
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ChangeForm({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('subscriptions');
  const update = useUpdateSubscription(subscription.id);
  const plans = useQuery(allPlansQuery);
  const sameType = (plans.data ?? []).filter((plan) => plan.type === subscription.plan.type);
  const form = useEntityForm({
    schema: changeSchema,
    defaultValues: { planId: subscription.plan.id, endsAt: subscription.endsAt } satisfies ChangeValues,
    fields: FORM_FIELDS,
    onSubmit: async (values) => {
      const body: UpdateSubscriptionBody = {};
      if (values.planId !== subscription.plan.id) body.planId = values.planId;
      if (values.endsAt !== subscription.endsAt) body.endsAt = values.endsAt;
      const saved = Object.keys(body).length > 0 ? await update.mutateAsync(body) : subscription;
      return { planId: saved.plan.id, endsAt: saved.endsAt };
    },
    savedText: t('edit.saved'),
  });
  const { control, errorOf } = form;

  return (
    <Card component="section" aria-labelledby="subscription-change-title">
      <CardContent>
        <Typography id="subscription-change-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('edit.change')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('edit.changeHint')}
        </Typography>
        <Stack component="form" spacing={3} {...form.formProps}>
          <Controller
            control={control}
            name="endsAt"
            render={({ field }) => (
              <DatePickersProvider>
                <DatePicker
                  label={t('edit.newEnd')}
                  value={field.value !== 'invalid' ? dayjs(field.value) : null}
                  minDate={dayjs(subscription.startsAt)}
                  onChange={(date: Dayjs | null) =>
                    field.onChange(date?.isValid() ? date.endOf('day').toISOString() : 'invalid')
                  }
                  slotProps={{
                    textField: {
                      name: field.name,
                      onBlur: field.onBlur,
                      error: Boolean(errorOf('endsAt')),
                      helperText: errorOf('endsAt') ?? t('edit.newEndHint'),
                    },
                  }}
                />
              </DatePickersProvider>
            )}
          />
          <Controller
            control={control}
            name="planId"
            render={({ field }) => (
              <TextField
                select
                label={t('edit.newPlan')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errorOf('planId'))}
                helperText={errorOf('planId') ?? t('edit.newPlanHint')}
              >
                {/* The plan it is on, even before the list has come. */}
                {!sameType.some((plan) => plan.id === subscription.plan.id) && (
                  <MenuItem value={subscription.plan.id}>{subscription.plan.name}</MenuItem>
                )}
                {sameType.map((plan) => (
                  <MenuItem key={plan.id} value={plan.id}>
                    {plan.active ? plan.name : t('edit.inactivePlan', { name: plan.name })}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormFooter form={form} submitLabel={t('edit.submit')} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Cancel a subscription, or make a cancelled one active again. */
function StatusButton({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('subscriptions');
  const update = useUpdateSubscription(subscription.id);
  const isCancelled = subscription.status === 'cancelled';
  // What was asked stays while the dialog fades out, though the answer has changed the status.
  const [asked, setAsked] = useState<'cancel' | 'reactivate'>('cancel');
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color={isCancelled ? 'primary' : 'error'}
        onClick={() => {
          setAsked(isCancelled ? 'reactivate' : 'cancel');
          setAsking(true);
        }}
        sx={{ flexShrink: 0 }}
      >
        {t(isCancelled ? 'reactivate.action' : 'cancel.action')}
      </Button>
      <ConfirmDialog
        open={isAsking}
        title={t(`${asked}.title`)}
        message={t(`${asked}.text`, { name: subscription.userName })}
        confirmLabel={t(`${asked}.confirm`)}
        isDestructive={asked === 'cancel'}
        onConfirm={() => update.mutateAsync({ status: asked === 'reactivate' ? 'active' : 'cancelled' })}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export function SubscriptionEditPage() {
  const { t } = useTranslation('subscriptions');
  const { id = '' } = useParams();
  const subscription = useQuery(subscriptionQuery(id));
  const canUpdate = useCan('update', 'subscriptions');
  const back = { to: paths.subscriptions, label: t('edit.back') };

  if (subscription.isPending) return <PageLoading />;
  if (subscription.isError) {
    return (
      <Stack spacing={3}>
        <PageHeader back={back} title={t('edit.title')} />
        <LoadError error={subscription.error} />
      </Stack>
    );
  }

  const data = subscription.data;
  return (
    <Stack spacing={3}>
      <PageHeader
        back={back}
        title={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} component="span">
            <span>{data.userName}</span>
            <SubscriptionStatusChip status={data.status} />
          </Stack>
        }
        subtitle={t('edit.subtitle', { plan: data.plan.name })}
        actions={canUpdate && <StatusButton subscription={data} />}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Details subscription={data} />
        </Grid>
        {canUpdate && (
          <Grid size={{ xs: 12, md: 7 }}>
            <ChangeForm key={data.id} subscription={data} />
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}
