// The settings of an event page, for a new one and an existing one. Checked in the browser with
// the shared schema (same messages as the server); the server's field errors land on the fields,
// any other answer (PLAN_LIMIT_REACHED …) above the buttons.
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { z } from 'zod';
import { QR_DESCRIPTION_MAX, QR_TITLE_MAX } from '@hatira/shared/limits';
import type { CreateQrCodeBody, createQrCodeBodySchema, QrCode } from '@hatira/shared/qr-codes';
import { DatePickersProvider } from '../../components/date-pickers-provider';
import { FormFooter } from '../../components/entity-form/form-footer';
import { SwitchField } from '../../components/entity-form/switch-field';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

/**
 * What the form holds: the create body as the user edits it (description '' rather than null;
 * eventDate 'invalid' while the picker holds a half-typed date, which the schema refuses).
 */
export type QrCodeFormValues = z.input<typeof createQrCodeBodySchema>;

const FORM_FIELDS = ['title', 'description', 'eventDate', 'themeColor'] as const;
const SWITCHES = [
  'isActive',
  'uploadsEnabled',
  'approvalRequired',
  'allowGuestDownload',
  'guestDeleteEnabled',
] as const;
/** The product's primary colour (SPEC §9), the colour an event has until it gets its own. */
const DEFAULT_THEME_COLOR = '#0a9394';

const qrCodeSchema = lazyZodResolver(() =>
  import('@hatira/shared/qr-codes').then((m) => m.createQrCodeBodySchema),
);

export const NEW_QR_CODE: QrCodeFormValues = {
  title: '',
  description: '',
  eventDate: null,
  isActive: true,
  uploadsEnabled: true,
  approvalRequired: false,
  allowGuestDownload: false,
  guestDeleteEnabled: true,
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
    guestDeleteEnabled: qrCode.guestDeleteEnabled,
    themeColor: qrCode.themeColor,
  };
}

export interface QrCodeFormProps {
  defaultValues: QrCodeFormValues;
  submitLabel: string;
  /** Saves; a rejection with an ApiError is shown on the form. */
  onSubmit: (body: CreateQrCodeBody) => Promise<unknown>;
  /** The toast after a save. */
  savedText: string;
}

export function QrCodeForm({ defaultValues, submitLabel, onSubmit, savedText }: QrCodeFormProps) {
  const { t } = useTranslation('qr-codes');
  const form = useEntityForm({
    schema: qrCodeSchema,
    defaultValues,
    fields: FORM_FIELDS,
    // The schema has trimmed the texts; an empty description is none.
    onSubmit: async (values) => void (await onSubmit({ ...values, description: values.description || null })),
    savedText,
  });
  const { register, control, errorOf } = form;

  return (
    <Card component="section" aria-labelledby="qr-settings-title">
      <CardContent>
        <Typography id="qr-settings-title" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('form.title')}
        </Typography>
        <Stack component="form" spacing={3} {...form.formProps}>
          <TextField
            {...register('title')}
            label={t('fields.title')}
            required
            error={Boolean(errorOf('title'))}
            helperText={errorOf('title')}
            slotProps={{ htmlInput: { maxLength: QR_TITLE_MAX } }}
          />
          <TextField
            {...register('description')}
            label={t('fields.description')}
            multiline
            minRows={3}
            error={Boolean(errorOf('description'))}
            helperText={errorOf('description') ?? t('fields.descriptionHint')}
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
                      error: Boolean(errorOf('eventDate')),
                      helperText: errorOf('eventDate'),
                    },
                  }}
                />
              </DatePickersProvider>
            )}
          />

          <Stack spacing={1}>
            {SWITCHES.map((name) => (
              <Box key={name}>
                <SwitchField
                  form={form}
                  name={name}
                  label={t(`fields.${name}`)}
                  describedBy={`qr-${name}-hint`}
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
                  error={Boolean(errorOf('themeColor'))}
                  helperText={errorOf('themeColor') ?? field.value ?? t('fields.themeColorDefault')}
                  sx={{ width: 160 }}
                />
                {field.value != null && (
                  <Button size="small" onClick={() => field.onChange(null)}>
                    {t('fields.themeColorReset')}
                  </Button>
                )}
              </Stack>
            )}
          />

          <FormFooter form={form} submitLabel={submitLabel} />
        </Stack>
      </CardContent>
    </Card>
  );
}
