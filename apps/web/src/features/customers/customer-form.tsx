// A customer's details, for a new one and an existing one: checked with the shared schema; the
// server's field errors land on the fields, anything else (EMAIL_TAKEN without a field …) above the button.
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { CreateCustomerBody, createCustomerBodySchema, Customer } from '@hatira/shared/customers';
import { CUSTOMER_NOTE_MAX, EMAIL_MAX, FULL_NAME_MAX, PHONE_MAX } from '@hatira/shared/limits';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

/** The create body as the user edits it: '' rather than null for the optional texts. */
export type CustomerFormValues = z.input<typeof createCustomerBodySchema>;

const FORM_FIELDS = ['fullName', 'email', 'phone', 'note'] as const;

const customerSchema = lazyZodResolver(() =>
  import('@hatira/shared/customers').then((m) => m.createCustomerBodySchema),
);

export const NEW_CUSTOMER: CustomerFormValues = { fullName: '', email: '', phone: '', note: '' };

export function formValuesOf(customer: Customer): CustomerFormValues {
  return {
    fullName: customer.fullName,
    email: customer.email,
    phone: customer.phone ?? '',
    note: customer.note ?? '',
  };
}

export interface CustomerFormProps {
  defaultValues: CustomerFormValues;
  submitLabel: string;
  onSubmit: (body: CreateCustomerBody) => Promise<unknown>;
  /** The toast after a save (default "Saved."). */
  savedText?: string;
}

export function CustomerForm({ defaultValues, submitLabel, onSubmit, savedText }: CustomerFormProps) {
  const { t } = useTranslation('customers');
  const form = useEntityForm({
    schema: customerSchema,
    defaultValues,
    fields: FORM_FIELDS,
    // The schema has trimmed the texts; an empty optional one is none.
    onSubmit: async (values) =>
      void (await onSubmit({ ...values, phone: values.phone || null, note: values.note || null })),
    savedText,
  });

  const field = (name: (typeof FORM_FIELDS)[number], max: number) => ({
    ...form.register(name),
    label: t(`fields.${name}`),
    error: Boolean(form.errorOf(name)),
    helperText: form.errorOf(name),
    slotProps: { htmlInput: { maxLength: max } },
  });

  return (
    <Card component="section" aria-labelledby="customer-form-title">
      <CardContent>
        <Typography id="customer-form-title" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('form.title')}
        </Typography>
        <Stack component="form" spacing={3} {...form.formProps}>
          <TextField {...field('fullName', FULL_NAME_MAX)} required autoComplete="off" />
          <TextField
            {...field('email', EMAIL_MAX)}
            type="email"
            required
            autoComplete="off"
            helperText={form.errorOf('email') ?? t('fields.emailHint')}
          />
          <TextField {...field('phone', PHONE_MAX)} type="tel" autoComplete="off" />
          <TextField
            {...field('note', CUSTOMER_NOTE_MAX)}
            multiline
            minRows={3}
            helperText={form.errorOf('note') ?? t('fields.noteHint')}
          />
          <FormFooter form={form} submitLabel={submitLabel} />
        </Stack>
      </CardContent>
    </Card>
  );
}
