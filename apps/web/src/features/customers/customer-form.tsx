// A customer's details, for a new one and an existing one: checked with the shared schema; the
// server's field errors land on the fields, anything else (EMAIL_TAKEN without a field …) above the button.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ZodType } from 'zod';
import type { CreateCustomerBody, Customer } from '@hatira/shared/customers';
import { CUSTOMER_NOTE_MAX, EMAIL_MAX, FULL_NAME_MAX, PHONE_MAX } from '@hatira/shared/limits';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

export interface CustomerFormValues {
  fullName: string;
  email: string;
  phone: string;
  note: string;
}

const FORM_FIELDS = ['fullName', 'email', 'phone', 'note'] as const;

const customerForm = lazyZodResolver<CustomerFormValues>(() =>
  import('@hatira/shared/customers').then(
    (m) => m.createCustomerBodySchema as unknown as ZodType<CustomerFormValues, CustomerFormValues>,
  ),
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

function toBody(values: CustomerFormValues): CreateCustomerBody {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    note: values.note.trim() || null,
  };
}

export interface CustomerFormProps {
  defaultValues: CustomerFormValues;
  submitLabel: string;
  onSubmit: (body: CreateCustomerBody) => Promise<unknown>;
  savedText?: string;
}

export function CustomerForm({ defaultValues, submitLabel, onSubmit, savedText }: CustomerFormProps) {
  const { t } = useTranslation('customers');
  const fieldError = useFieldErrorText();
  const [alertText, setAlertText] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CustomerFormValues>({ resolver: customerForm.resolver, defaultValues });

  const handleSave = handleSubmit(async (values) => {
    setAlertText(null);
    setSaved(false);
    try {
      await onSubmit(toBody(values));
    } catch (error) {
      const isOnFields =
        error instanceof ApiError && applyServerFieldErrors(setError, error.fields, FORM_FIELDS);
      if (!isOnFields) setAlertText(translateApiError(t, error));
      return;
    }
    reset(values);
    setSaved(true);
  });

  const field = (name: (typeof FORM_FIELDS)[number], max: number) => ({
    ...register(name),
    label: t(`fields.${name}`),
    error: Boolean(errors[name]),
    helperText: fieldError(errors[name]?.message),
    slotProps: { htmlInput: { maxLength: max } },
  });

  return (
    <Card component="section" aria-labelledby="customer-form-title">
      <CardContent>
        <Typography id="customer-form-title" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('form.title')}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={handleSave}
          onFocus={customerForm.preload}
          onPointerDown={customerForm.preload}
        >
          <TextField {...field('fullName', FULL_NAME_MAX)} required autoComplete="off" />
          <TextField
            {...field('email', EMAIL_MAX)}
            type="email"
            required
            autoComplete="off"
            helperText={fieldError(errors.email?.message) ?? t('fields.emailHint')}
          />
          <TextField {...field('phone', PHONE_MAX)} type="tel" autoComplete="off" />
          <TextField
            {...field('note', CUSTOMER_NOTE_MAX)}
            multiline
            minRows={3}
            helperText={fieldError(errors.note?.message) ?? t('fields.noteHint')}
          />
          {alertText && <Alert severity="error">{alertText}</Alert>}
          {isSaved && savedText && (
            <Alert severity="success" role="status">
              {savedText}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {submitLabel}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
