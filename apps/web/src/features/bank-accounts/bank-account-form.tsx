// An account buyers transfer to (DESIGN.md §6.3), new or existing: the bank, the holder, the IBAN
// (shown in groups of four and judged as it is typed, iban-input.ts), the branch, the currency and
// whether the pay page lists it. On the create/edit kit: the shared schema checks the same IBAN
// rule, and the server's refusal lands on the field.
import { useRef } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { BankAccount, BankAccountBody, bankAccountBodySchema } from '@hatira/shared/bank-accounts';
import { formatIban, ibanLengthOf, normalizeIban } from '@hatira/shared/identity-numbers';
import { BANK_TEXT_MAX } from '@hatira/shared/limits';
import { FormFooter } from '../../components/entity-form/form-footer';
import { SwitchField } from '../../components/entity-form/switch-field';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { ibanState, regroupIban } from './iban-input';

type BankAccountInput = z.input<typeof bankAccountBodySchema>;
/** The body as it is edited: every field there (the schema fills no defaults the form lacks). */
export type BankAccountFormValues = Required<BankAccountInput>;

const CURRENCIES = ['TRY', 'EUR', 'USD'] as const;
const FORM_FIELDS = ['bankName', 'accountHolder', 'iban', 'branch', 'currency'] as const;
/** The longest IBAN (34 characters) in groups of four. */
const IBAN_INPUT_MAX = 34 + 8;

const bankAccountSchema = lazyZodResolver(() =>
  import('@hatira/shared/bank-accounts').then((m) => m.bankAccountBodySchema),
);

export const NEW_BANK_ACCOUNT: BankAccountFormValues = {
  bankName: '',
  accountHolder: '',
  iban: '',
  branch: '',
  currency: 'TRY',
  isActive: true,
};

export function bankAccountFormValuesOf(account: BankAccount): BankAccountFormValues {
  return {
    bankName: account.bankName,
    accountHolder: account.accountHolder,
    iban: formatIban(account.iban),
    branch: account.branch,
    currency: CURRENCIES.find((currency) => currency === account.currency) ?? 'TRY',
    isActive: account.isActive,
  };
}

/** The IBAN field: groups of four as typed, a live verdict under it, the schema's or server's error first. */
function IbanField({
  control,
  submitError,
}: {
  control: Control<BankAccountInput, unknown, BankAccountBody>;
  submitError: string | undefined;
}) {
  const { t } = useTranslation('bank-accounts');
  const inputRef = useRef<HTMLInputElement | null>(null);
  return (
    <Controller
      control={control}
      name="iban"
      render={({ field }) => {
        const state = ibanState(field.value);
        const error = submitError ?? (state === 'invalid' ? t('validation:invalidIban') : undefined);
        const length = ibanLengthOf(field.value);
        let hint = t('fields.ibanHint');
        if (state === 'valid') hint = t('fields.ibanValid');
        else if (state === 'typing' && length)
          hint = t('fields.ibanProgress', { typed: normalizeIban(field.value).length, length });
        return (
          <TextField
            label={t('fields.iban')}
            required
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            inputRef={(element: HTMLInputElement | null) => {
              inputRef.current = element;
              field.ref(element);
            }}
            onChange={(event) => {
              const input = event.target as HTMLInputElement;
              const next = regroupIban(input.value, input.selectionStart ?? input.value.length);
              field.onChange(next.value);
              // After React has put the grouped text in, the caret goes back after its character.
              requestAnimationFrame(() => inputRef.current?.setSelectionRange(next.caret, next.caret));
            }}
            error={Boolean(error)}
            color={state === 'valid' ? 'success' : undefined}
            helperText={error ?? hint}
            autoComplete="off"
            spellCheck={false}
            slotProps={{
              htmlInput: {
                maxLength: IBAN_INPUT_MAX,
                autoCapitalize: 'characters',
                // Digits of one width line the groups up.
                style: { fontVariantNumeric: 'tabular-nums' },
              },
              formHelperText: { role: state === 'invalid' || state === 'valid' ? 'status' : undefined },
            }}
          />
        );
      }}
    />
  );
}

export interface BankAccountFormProps {
  defaultValues: BankAccountFormValues;
  submitLabel: string;
  cancelTo?: string;
  onSubmit: (body: BankAccountBody) => Promise<unknown>;
  savedText: string;
}

export function BankAccountForm({
  defaultValues,
  submitLabel,
  cancelTo,
  onSubmit,
  savedText,
}: BankAccountFormProps) {
  const { t } = useTranslation('bank-accounts');
  const form = useEntityForm({
    schema: bankAccountSchema,
    defaultValues,
    fields: FORM_FIELDS,
    onSubmit: async (body) => void (await onSubmit(body)),
    savedText,
  });
  const { register, control, errorOf } = form;
  const text = (name: 'bankName' | 'accountHolder' | 'branch', required: boolean) => (
    <TextField
      {...register(name)}
      label={t(`fields.${name}`)}
      required={required}
      fullWidth
      error={Boolean(errorOf(name))}
      helperText={errorOf(name) ?? (name === 'accountHolder' ? t('fields.accountHolderHint') : undefined)}
      slotProps={{ htmlInput: { maxLength: BANK_TEXT_MAX } }}
    />
  );

  return (
    <Card component="section" aria-labelledby="bank-account-form-title">
      <CardContent>
        <Typography id="bank-account-form-title" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('form.title')}
        </Typography>
        <Stack component="form" spacing={3} {...form.formProps}>
          {text('bankName', true)}
          {text('accountHolder', true)}
          <IbanField control={control} submitError={errorOf('iban')} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 8 }}>{text('branch', false)}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller
                control={control}
                name="currency"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('fields.currency')}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  >
                    {CURRENCIES.map((currency) => (
                      <MenuItem key={currency} value={currency}>
                        {currency}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
          </Grid>
          <SwitchField form={form} name="isActive" label={t('fields.isActive')} />
          <FormFooter form={form} submitLabel={submitLabel} cancelTo={cancelTo} />
        </Stack>
      </CardContent>
    </Card>
  );
}
