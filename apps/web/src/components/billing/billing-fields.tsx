// The billing identity a bill is made out to (DESIGN.md §6.3), on the cart's form and a print
// order's: an individual's name, TC kimlik no (optional) and address, or a company's title, tax
// office and VKN, under the form's `billing` values. The two numbers are checked by their check
// digits as they are typed, so a mistyped digit shows before the order is placed.
import { useTranslation } from 'react-i18next';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { AccountType } from '@hatira/shared/auth';
import { isValidNationalId, isValidTaxNumber } from '@hatira/shared/identity-numbers';
import {
  ADDRESS_MAX,
  CITY_MAX,
  COMPANY_MAX,
  FULL_NAME_MAX,
  PHONE_MAX,
  TAX_OFFICE_MAX,
} from '@hatira/shared/limits';
import type { EntityForm } from '../entity-form/use-entity-form';

type BillingField =
  'fullName' | 'nationalId' | 'companyName' | 'taxOffice' | 'taxNumber' | 'address' | 'city' | 'phone';

export const BILLING_FIELDS = [
  'billing.fullName',
  'billing.nationalId',
  'billing.companyName',
  'billing.taxOffice',
  'billing.taxNumber',
  'billing.address',
  'billing.city',
  'billing.phone',
] as const satisfies readonly `billing.${BillingField}`[];

/** A number checked as typed: nothing yet, still short, or complete and right or wrong. */
export type NumberCheck = 'empty' | 'typing' | 'valid' | 'invalid';

export function checkNumber(
  value: string,
  length: number,
  isValid: (digits: string) => boolean,
): NumberCheck {
  const digits = value.trim();
  if (!digits) return 'empty';
  if (!/^\d+$/.test(digits) || digits.length > length) return 'invalid';
  if (digits.length < length) return 'typing';
  return isValid(digits) ? 'valid' : 'invalid';
}

const NUMBERS = {
  nationalId: { length: 11, isValid: isValidNationalId, invalid: 'validation:invalidNationalId' },
  taxNumber: { length: 10, isValid: isValidTaxNumber, invalid: 'validation:invalidTaxNumber' },
} as const;

/** The identity's fields in a form whose values hold it under `billing`. */
export function BillingFields<In extends FieldValues, Out>({
  form,
  type,
}: {
  form: EntityForm<In, Out>;
  type: AccountType;
}) {
  const { t } = useTranslation('billing');
  const numberName = type === 'individual' ? 'nationalId' : 'taxNumber';
  const typed =
    (useWatch({ control: form.control, name: `billing.${numberName}` as Path<In> }) as string | undefined) ??
    '';
  const number = NUMBERS[numberName];
  const check = checkNumber(typed, number.length, number.isValid);

  const field = (name: BillingField, max: number, required = true) => {
    const path = `billing.${name}` as Path<In>;
    const error = form.errorOf(path);
    return {
      ...form.register(path),
      label: t(`identity.${name}`),
      required,
      fullWidth: true,
      error: Boolean(error),
      helperText: error,
      slotProps: { htmlInput: { maxLength: max } },
    };
  };
  const numberError =
    form.errorOf(`billing.${numberName}` as Path<In>) ??
    (check === 'invalid' ? t(number.invalid) : undefined);
  const numberField = {
    ...field(numberName, number.length + 2, type === 'corporate'),
    error: Boolean(numberError),
    helperText:
      numberError ?? (check === 'valid' ? t('identity.numberValid') : t(`identity.${numberName}Hint`)),
    slotProps: { htmlInput: { maxLength: number.length + 2, inputMode: 'numeric' as const } },
  };

  return (
    <Grid container spacing={2}>
      {type === 'individual' ? (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('fullName', FULL_NAME_MAX)} autoComplete="name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...numberField} autoComplete="off" />
          </Grid>
        </>
      ) : (
        <>
          <Grid size={12}>
            <TextField {...field('companyName', COMPANY_MAX)} autoComplete="organization" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('taxOffice', TAX_OFFICE_MAX)} autoComplete="off" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...numberField} autoComplete="off" />
          </Grid>
        </>
      )}
      <Grid size={12}>
        <TextField {...field('address', ADDRESS_MAX)} multiline minRows={2} autoComplete="street-address" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('city', CITY_MAX)} autoComplete="address-level1" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('phone', PHONE_MAX)} type="tel" autoComplete="tel" />
      </Grid>
    </Grid>
  );
}
