// Individual or corporate, as two selectable cards over native radio buttons (registered with
// react-hook-form like any other input).
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@hatira/shared/auth';
import { RadioCards } from '../../components/radio-cards';

/** Card order; `satisfies` keeps it complete and exact against the shared type (no zod needed here). */
const ACCOUNT_TYPE_CARDS = Object.keys({ individual: true, corporate: true } satisfies Record<
  AccountType,
  true
>) as AccountType[];

interface AccountTypePickerProps extends Omit<ComponentProps<'input'>, 'type' | 'value'> {
  error?: string;
}

/** Spread `register('accountType')` onto it; every card's radio gets the same registration. */
export function AccountTypePicker(props: AccountTypePickerProps) {
  const { t } = useTranslation('auth');
  return (
    <RadioCards
      {...props}
      legend={t('fields.accountType')}
      options={ACCOUNT_TYPE_CARDS.map((type) => ({
        value: type,
        title: t(`register.accountTypes.${type}.title`),
        description: t(`register.accountTypes.${type}.description`),
      }))}
    />
  );
}
