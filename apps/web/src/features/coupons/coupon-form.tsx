// A coupon, new or existing (DESIGN.md §6.3): its code, a percent (1–100) or a fixed discount in
// lira, the account type it is for, its validity window, how many bills may use it, and whether it
// is on. On the create/edit kit: checked with the shared schema, the server's refusals on fields.
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { ACCOUNT_TYPES } from '@hatira/shared/auth';
import type { CouponBody } from '@hatira/shared/coupons';
import { COUPON_CODE_MAX } from '@hatira/shared/limits';
import { DatePickersProvider } from '../../components/date-pickers-provider';
import { FormFooter } from '../../components/entity-form/form-footer';
import { SwitchField } from '../../components/entity-form/switch-field';
import { useEntityForm, type EntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { CouponFormValues } from './coupon-form-values';

const FORM_FIELDS = [
  'code',
  'discountType',
  'amount',
  'planType',
  'validFrom',
  'validUntil',
  'maxUses',
] as const;

const couponSchema = lazyZodResolver(() => import('./coupon-form.schema').then((m) => m.couponFormSchema));

export interface CouponFormProps {
  defaultValues: CouponFormValues;
  submitLabel: string;
  cancelTo?: string;
  onSubmit: (body: CouponBody) => Promise<unknown>;
  savedText: string;
}

/** A day of the window: its first moment for the start, its last for the end (the reader's time). */
function DateField({
  form,
  name,
}: {
  form: EntityForm<CouponFormValues, CouponBody>;
  name: 'validFrom' | 'validUntil';
}) {
  const { t } = useTranslation('coupons');
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DatePickersProvider>
          <DatePicker
            label={t(`fields.${name}`)}
            value={field.value && field.value !== 'invalid' ? dayjs(field.value) : null}
            onChange={(date: Dayjs | null) => {
              if (date === null) field.onChange(null);
              else if (!date.isValid()) field.onChange('invalid');
              else
                field.onChange(
                  (name === 'validFrom' ? date.startOf('day') : date.endOf('day')).toISOString(),
                );
            }}
            slotProps={{
              field: { clearable: true },
              textField: {
                name: field.name,
                onBlur: field.onBlur,
                fullWidth: true,
                error: Boolean(form.errorOf(name)),
                helperText: form.errorOf(name) ?? t(`fields.${name}Hint`),
              },
            }}
          />
        </DatePickersProvider>
      )}
    />
  );
}

function AmountField({ form }: { form: EntityForm<CouponFormValues, CouponBody> }) {
  const { t } = useTranslation('coupons');
  const discountType = useWatch({ control: form.control, name: 'discountType' });
  const isPercent = discountType === 'percent';
  const error = form.errorOf('amount');
  const hint = t(isPercent ? 'fields.amountPercentHint' : 'fields.amountFixedHint');
  return (
    <TextField
      {...form.register('amount')}
      label={t('fields.amount')}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error ? `${error} · ${hint}` : hint}
      slotProps={{
        htmlInput: { inputMode: isPercent ? 'numeric' : 'decimal' },
        input: isPercent
          ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
          : { startAdornment: <InputAdornment position="start">₺</InputAdornment> },
      }}
    />
  );
}

export function CouponForm({ defaultValues, submitLabel, cancelTo, onSubmit, savedText }: CouponFormProps) {
  const { t } = useTranslation('coupons');
  const form = useEntityForm({
    schema: couponSchema,
    defaultValues,
    fields: FORM_FIELDS,
    codeFields: { COUPON_CODE_TAKEN: 'code' },
    onSubmit: async (body) => void (await onSubmit(body)),
    savedText,
  });
  const { register, control, errorOf } = form;

  return (
    <Card component="section" aria-labelledby="coupon-form-title">
      <CardContent>
        <Typography id="coupon-form-title" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('form.title')}
        </Typography>
        <Stack component="form" spacing={3} {...form.formProps}>
          <TextField
            {...register('code')}
            label={t('fields.code')}
            required
            autoComplete="off"
            spellCheck={false}
            error={Boolean(errorOf('code'))}
            helperText={errorOf('code') ?? t('fields.codeHint')}
            slotProps={{ htmlInput: { maxLength: COUPON_CODE_MAX, autoCapitalize: 'characters' } }}
          />
          <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="discountType"
                render={({ field }) => (
                  <Stack spacing={0.5}>
                    <Typography variant="body2" color="text.secondary" id="coupon-discount-type">
                      {t('fields.discountType')}
                    </Typography>
                    <ToggleButtonGroup
                      exclusive
                      fullWidth
                      size="small"
                      color="primary"
                      value={field.value}
                      onChange={(_event, value: CouponFormValues['discountType'] | null) =>
                        value && field.onChange(value)
                      }
                      aria-labelledby="coupon-discount-type"
                    >
                      <ToggleButton value="percent">{t('discountTypes.percent')}</ToggleButton>
                      <ToggleButton value="fixed">{t('discountTypes.fixed')}</ToggleButton>
                    </ToggleButtonGroup>
                  </Stack>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <AmountField form={form} />
            </Grid>
          </Grid>
          <Controller
            control={control}
            name="planType"
            render={({ field }) => (
              <TextField
                select
                label={t('fields.planType')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errorOf('planType'))}
                helperText={errorOf('planType')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('planTypes.all')}</MenuItem>
                {ACCOUNT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`common:accountTypes.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField form={form} name="validFrom" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField form={form} name="validUntil" />
            </Grid>
          </Grid>
          <TextField
            {...register('maxUses')}
            label={t('fields.maxUses')}
            type="number"
            error={Boolean(errorOf('maxUses'))}
            helperText={errorOf('maxUses') ?? t('fields.maxUsesHint')}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          />
          <SwitchField form={form} name="isActive" label={t('fields.isActive')} />
          <FormFooter form={form} submitLabel={submitLabel} cancelTo={cancelTo} />
        </Stack>
      </CardContent>
    </Card>
  );
}
