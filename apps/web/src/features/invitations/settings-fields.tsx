// Who may answer and who sees it: replies on or off, until when and how many guests one reply
// brings; the invitation active or not; and the event page guests can later post photos on.
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { GUESTS_PER_REPLY_MAX } from '@hatira/shared/invitations';
import type { QrCode } from '@hatira/shared/qr-codes';
import { SwitchField } from '../../components/entity-form/switch-field';
import type { InvitationEntityForm } from './details-fields';

function Switch({ form, name }: { form: InvitationEntityForm; name: 'rsvpEnabled' | 'isActive' }) {
  const { t } = useTranslation('invitations');
  return (
    <Box>
      <SwitchField
        form={form}
        name={name}
        label={t(`fields.${name}`)}
        describedBy={`invitation-${name}-hint`}
      />
      <FormHelperText id={`invitation-${name}-hint`} sx={{ mt: 0, ml: 6 }}>
        {t(`fields.${name}Hint`)}
      </FormHelperText>
    </Box>
  );
}

export function RsvpFields({ form }: { form: InvitationEntityForm }) {
  const { t } = useTranslation('invitations');
  const isOn = useWatch({ control: form.control, name: 'rsvpEnabled' });
  const { errorOf } = form;
  return (
    <Stack spacing={3}>
      <Switch form={form} name="rsvpEnabled" />
      {isOn && (
        <>
          <Controller
            control={form.control}
            name="rsvpDeadline"
            render={({ field }) => (
              <DatePicker
                label={t('fields.rsvpDeadline')}
                value={field.value && field.value !== 'invalid' ? dayjs(field.value) : null}
                onChange={(value: Dayjs | null) =>
                  field.onChange(
                    value === null ? null : value.isValid() ? value.format('YYYY-MM-DD') : 'invalid',
                  )
                }
                slotProps={{
                  field: { clearable: true },
                  textField: {
                    name: field.name,
                    onBlur: field.onBlur,
                    error: Boolean(errorOf('rsvpDeadline')),
                    helperText: errorOf('rsvpDeadline') ?? t('fields.rsvpDeadlineHint'),
                    sx: { maxWidth: { sm: 320 } },
                  },
                }}
              />
            )}
          />
          <TextField
            {...form.register('maxGuestsPerReply')}
            type="number"
            label={t('fields.maxGuestsPerReply')}
            required
            error={Boolean(errorOf('maxGuestsPerReply'))}
            helperText={
              errorOf('maxGuestsPerReply') ?? t('fields.maxGuestsPerReplyHint', { max: GUESTS_PER_REPLY_MAX })
            }
            sx={{ maxWidth: { sm: 320 } }}
            slotProps={{ htmlInput: { min: 1, max: GUESTS_PER_REPLY_MAX, step: 1, inputMode: 'numeric' } }}
          />
        </>
      )}
    </Stack>
  );
}

export function PublishingFields({
  form,
  events,
}: {
  form: InvitationEntityForm;
  events: readonly QrCode[];
}) {
  const { t } = useTranslation('invitations');
  const error = form.errorOf('qrCodeId');
  return (
    <Stack spacing={3}>
      <Switch form={form} name="isActive" />
      <Controller
        control={form.control}
        name="qrCodeId"
        render={({ field }) => (
          <TextField
            select
            label={t('fields.qrCodeId')}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(error)}
            helperText={error ?? t('fields.qrCodeIdHint')}
            sx={{ maxWidth: { sm: 420 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('fields.noEvent')}</MenuItem>
            {events.map((event) => (
              <MenuItem key={event.id} value={event.id}>
                {event.title}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Stack>
  );
}
