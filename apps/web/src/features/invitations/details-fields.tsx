// The invitation's words and where and when: title, names, the date and time as a clock at the
// venue reads them (with its time zone, and the same moment on the reader's own clock when that
// differs), the venue, its address and map link, and the message with its counter.
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import {
  type InvitationBody,
  COUPLE_NAMES_MAX,
  INVITATION_MESSAGE_MAX,
  INVITATION_TITLE_MAX,
  MAP_URL_MAX,
  VENUE_NAME_MAX,
} from '@hatira/shared/invitations';
import { ADDRESS_MAX } from '@hatira/shared/limits';
import type { EntityForm } from '../../components/entity-form/use-entity-form';
import { startOf, type InvitationFormValues } from './invitation-form-values';
import { browserTimeZone, timeZoneNames } from './zoned-time';

export type InvitationEntityForm = EntityForm<InvitationFormValues, InvitationBody>;

const DAY = 'YYYY-MM-DD';
const CLOCK = 'HH:mm';

/** A picker's value as the form keeps it: text, null for none, 'invalid' for half typed. */
function pickedText(value: Dayjs | null, format: string): string | null {
  if (value === null) return null;
  return value.isValid() ? value.format(format) : 'invalid';
}

/** The picker's value: a date as it is, a time on any day (the picker shows only its clock). */
function pickerValue(text: string | null, kind: 'date' | 'time'): Dayjs | null {
  if (!text || text === 'invalid') return null;
  return dayjs(kind === 'date' ? text : `2000-01-01T${text}`);
}

/** "Saturday, 14 September 2030 at 19:00 GMT+3" in the reader's language, on `timeZone`'s clock. */
function formatMoment(iso: string, timeZone: string, language: string): string {
  return (
    new Intl.DateTimeFormat(language, {
      dateStyle: 'full',
      timeStyle: 'short',
      // A 24-hour clock in every language, as the pickers show it.
      hourCycle: 'h23',
      timeZone,
    }).format(new Date(iso)) + ` (${zoneLabel(iso, timeZone, language)})`
  );
}

function zoneLabel(iso: string, timeZone: string, language: string): string {
  const part = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

function StartHint({ form }: { form: InvitationEntityForm }) {
  const { t, i18n } = useTranslation('invitations');
  const [date, time, timezone] = useWatch({ control: form.control, name: ['date', 'time', 'timezone'] });
  const start = startOf({ date, time, timezone });
  if (!start) return null;
  const mine = browserTimeZone();
  return (
    <Stack spacing={0.5} role="status">
      <Typography variant="body2">
        {t('fields.startsAtVenue', { when: formatMoment(start, timezone, i18n.language) })}
      </Typography>
      {mine !== timezone && (
        <Typography variant="body2" color="text.secondary">
          {t('fields.startsAtYours', { when: formatMoment(start, mine, i18n.language) })}
        </Typography>
      )}
    </Stack>
  );
}

function MessageField({ form }: { form: InvitationEntityForm }) {
  const { t } = useTranslation('invitations');
  const message = useWatch({ control: form.control, name: 'message' });
  const error = form.errorOf('message');
  return (
    <TextField
      {...form.register('message')}
      label={t('fields.message')}
      multiline
      minRows={4}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? t('fields.messageCount', { length: message.length, max: INVITATION_MESSAGE_MAX })}
      slotProps={{ htmlInput: { maxLength: INVITATION_MESSAGE_MAX } }}
    />
  );
}

export function DetailsFields({ form }: { form: InvitationEntityForm }) {
  const { t } = useTranslation('invitations');
  const { register, control, errorOf } = form;
  const text = (
    name: 'title' | 'coupleNames' | 'venueName' | 'address' | 'mapUrl',
    max: number,
    required = false,
  ) => (
    <TextField
      {...register(name)}
      label={t(`fields.${name}`)}
      required={required}
      fullWidth
      error={Boolean(errorOf(name))}
      helperText={errorOf(name) ?? t(`fields.${name}Hint`)}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
  return (
    <Stack spacing={3}>
      {text('title', INVITATION_TITLE_MAX, true)}
      {text('coupleNames', COUPLE_NAMES_MAX, true)}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DatePicker
                label={t('fields.date')}
                value={pickerValue(field.value, 'date')}
                onChange={(value: Dayjs | null) => field.onChange(pickedText(value, DAY))}
                slotProps={{
                  textField: {
                    name: field.name,
                    onBlur: field.onBlur,
                    required: true,
                    fullWidth: true,
                    error: Boolean(errorOf('date')),
                    helperText: errorOf('date'),
                  },
                }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="time"
            render={({ field }) => (
              <TimePicker
                label={t('fields.time')}
                value={pickerValue(field.value, 'time')}
                onChange={(value: Dayjs | null) => field.onChange(pickedText(value, CLOCK))}
                ampm={false}
                slotProps={{
                  textField: {
                    name: field.name,
                    onBlur: field.onBlur,
                    required: true,
                    fullWidth: true,
                    error: Boolean(errorOf('time')),
                    helperText: errorOf('time'),
                  },
                }}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="timezone"
            render={({ field }) => (
              <Autocomplete
                options={timeZoneNames()}
                value={field.value}
                onChange={(_event, value) => field.onChange(value)}
                onBlur={field.onBlur}
                disableClearable
                getOptionLabel={(zone) => zone.replaceAll('_', ' ')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name={field.name}
                    label={t('fields.timezone')}
                    error={Boolean(errorOf('timezone'))}
                    helperText={errorOf('timezone') ?? t('fields.timezoneHint')}
                  />
                )}
              />
            )}
          />
        </Grid>
      </Grid>
      <StartHint form={form} />
      {text('venueName', VENUE_NAME_MAX)}
      {text('address', ADDRESS_MAX)}
      {text('mapUrl', MAP_URL_MAX)}
      <MessageField form={form} />
    </Stack>
  );
}
