// The settings of an event page, for a new one and an existing one. Checked in the browser with
// the shared schema (same messages as the server); the server's field errors land on the fields,
// any other answer (PLAN_LIMIT_REACHED …) above the buttons.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { ZodType } from 'zod';
import { QR_DESCRIPTION_MAX, QR_TITLE_MAX } from '@hatira/shared/limits';
import type { CreateQrCodeBody, QrCode } from '@hatira/shared/qr-codes';
import { DatePickersProvider } from '../../components/date-pickers-provider';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

export interface QrCodeFormValues {
  title: string;
  description: string;
  /** ISO 8601, or null for none; 'invalid' while the picker holds a half-typed date. */
  eventDate: string | null;
  isActive: boolean;
  uploadsEnabled: boolean;
  approvalRequired: boolean;
  allowGuestDownload: boolean;
  /** #rrggbb, or null for the product's colour. */
  themeColor: string | null;
}

const FORM_FIELDS = ['title', 'description', 'eventDate', 'themeColor'] as const;
const SWITCHES = ['isActive', 'uploadsEnabled', 'approvalRequired', 'allowGuestDownload'] as const;
/** The product's primary colour (SPEC §9), the colour an event has until it gets its own. */
const DEFAULT_THEME_COLOR = '#0a9394';

// The form holds exactly the body's fields; description is '' rather than null while editing.
const qrCodeForm = lazyZodResolver<QrCodeFormValues>(() =>
  import('@hatira/shared/qr-codes').then(
    (m) => m.createQrCodeBodySchema as unknown as ZodType<QrCodeFormValues, QrCodeFormValues>,
  ),
);

export const NEW_QR_CODE: QrCodeFormValues = {
  title: '',
  description: '',
  eventDate: null,
  isActive: true,
  uploadsEnabled: true,
  approvalRequired: false,
  allowGuestDownload: false,
  themeColor: null,
};

export function formValuesOf(qrCode: QrCode): QrCodeFormValues {
  return {
    title: qrCode.title,
    description: qrCode.description ?? '',
    eventDate: qrCode.eventDate,
    isActive: qrCode.isActive,
    uploadsEnabled: qrCode.uploadsEnabled,
    approvalRequired: qrCode.approvalRequired,
    allowGuestDownload: qrCode.allowGuestDownload,
    themeColor: qrCode.themeColor,
  };
}

export function toQrCodeBody(values: QrCodeFormValues): CreateQrCodeBody {
  return { ...values, title: values.title.trim(), description: values.description.trim() || null };
}

export interface QrCodeFormProps {
  defaultValues: QrCodeFormValues;
  submitLabel: string;
  /** Saves; a rejection with an ApiError is shown on the form. */
  onSubmit: (body: CreateQrCodeBody) => Promise<unknown>;
  /** Shown after a successful save (the edit page stays where it is). */
  savedText?: string;
}

export function QrCodeForm({ defaultValues, submitLabel, onSubmit, savedText }: QrCodeFormProps) {
  const { t } = useTranslation('qr-codes');
  const fieldError = useFieldErrorText();
  const [alertText, setAlertText] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QrCodeFormValues>({ resolver: qrCodeForm.resolver, defaultValues });

  const handleSave = handleSubmit(async (values) => {
    setAlertText(null);
    setSaved(false);
    try {
      await onSubmit(toQrCodeBody(values));
    } catch (error) {
      const isOnFields =
        error instanceof ApiError && applyServerFieldErrors(setError, error.fields, FORM_FIELDS);
      if (!isOnFields) setAlertText(translateApiError(t, error));
      return;
    }
    reset(values);
    setSaved(true);
  });

  return (
    <Card component="section" aria-labelledby="qr-settings-title">
      <CardContent>
        <Typography id="qr-settings-title" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('form.title')}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={handleSave}
          onFocus={qrCodeForm.preload}
          onPointerDown={qrCodeForm.preload}
        >
          <TextField
            {...register('title')}
            label={t('fields.title')}
            required
            error={Boolean(errors.title)}
            helperText={fieldError(errors.title?.message)}
            slotProps={{ htmlInput: { maxLength: QR_TITLE_MAX } }}
          />
          <TextField
            {...register('description')}
            label={t('fields.description')}
            multiline
            minRows={3}
            error={Boolean(errors.description)}
            helperText={fieldError(errors.description?.message) ?? t('fields.descriptionHint')}
            slotProps={{ htmlInput: { maxLength: QR_DESCRIPTION_MAX } }}
          />
          <Controller
            control={control}
            name="eventDate"
            render={({ field }) => (
              <DatePickersProvider>
                <DatePicker
                  label={t('fields.eventDate')}
                  value={field.value && field.value !== 'invalid' ? dayjs(field.value) : null}
                  onChange={(date: Dayjs | null) =>
                    field.onChange(date === null ? null : date.isValid() ? date.toISOString() : 'invalid')
                  }
                  slotProps={{
                    field: { clearable: true },
                    textField: {
                      name: field.name,
                      onBlur: field.onBlur,
                      error: Boolean(errors.eventDate),
                      helperText: fieldError(errors.eventDate?.message),
                    },
                  }}
                />
              </DatePickersProvider>
            )}
          />

          <Stack spacing={1}>
            {SWITCHES.map((name) => (
              <Box key={name}>
                <Controller
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                          name={field.name}
                          slotProps={{ input: { 'aria-describedby': `qr-${name}-hint` } }}
                        />
                      }
                      label={t(`fields.${name}`)}
                    />
                  )}
                />
                <FormHelperText id={`qr-${name}-hint`} sx={{ mt: 0, ml: 6 }}>
                  {t(`fields.${name}Hint`)}
                </FormHelperText>
              </Box>
            ))}
          </Stack>

          <Controller
            control={control}
            name="themeColor"
            render={({ field }) => (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <TextField
                  type="color"
                  label={t('fields.themeColor')}
                  value={field.value ?? DEFAULT_THEME_COLOR}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  name={field.name}
                  error={Boolean(errors.themeColor)}
                  helperText={
                    fieldError(errors.themeColor?.message) ??
                    (field.value === null ? t('fields.themeColorDefault') : field.value)
                  }
                  sx={{ width: 160 }}
                />
                {field.value !== null && (
                  <Button size="small" onClick={() => field.onChange(null)}>
                    {t('fields.themeColorReset')}
                  </Button>
                )}
              </Stack>
            )}
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
