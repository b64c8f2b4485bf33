// Who sees the album's photos (DESIGN.md §6.7): everyone at once, everyone later (at a time the
// host picks, or when the host opens it), or only the host — a drop box. Guests may post to all
// three; the choice is about the gallery.
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { ALBUM_VISIBILITIES } from '@hatira/shared/albums';
import { DatePickersProvider } from '../../components/date-pickers-provider';
import type { EntityForm } from '../../components/entity-form/use-entity-form';
import { RadioCards } from '../../components/radio-cards';
import type { AlbumFormValues } from './album-form-values';

export function VisibilityFields({ form }: { form: EntityForm<AlbumFormValues, AlbumFormValues> }) {
  const { t } = useTranslation('albums');
  const { register, control, errorOf } = form;
  const [visibility, revealMode] = useWatch({ control, name: ['visibility', 'revealMode'] });

  return (
    <Stack spacing={2}>
      <RadioCards
        {...register('visibility')}
        legend={t('visibility.title')}
        columns={3}
        error={errorOf('visibility')}
        options={ALBUM_VISIBILITIES.map((value) => ({
          value,
          title: t(`visibility.${value}.title`),
          description: t(`visibility.${value}.description`),
        }))}
      />
      {visibility === 'after_reveal' && (
        <Controller
          control={control}
          name="revealMode"
          render={({ field }) => (
            <RadioGroup
              aria-label={t('visibility.whenLabel')}
              value={field.value}
              onChange={(change) => field.onChange(change.target.value)}
              sx={{ pl: 1 }}
            >
              <FormControlLabel value="at" control={<Radio />} label={t('visibility.at')} />
              {revealMode === 'at' && (
                <Controller
                  control={control}
                  name="revealAt"
                  render={({ field: time }) => (
                    <DatePickersProvider>
                      <DateTimePicker
                        label={t('visibility.revealAt')}
                        value={time.value && time.value !== 'invalid' ? dayjs(time.value) : null}
                        onChange={(date: Dayjs | null) =>
                          time.onChange(
                            date === null ? null : date.isValid() ? date.toISOString() : 'invalid',
                          )
                        }
                        ampm={false}
                        sx={{ ml: 4, my: 1, maxWidth: 320 }}
                        slotProps={{
                          textField: {
                            name: time.name,
                            onBlur: time.onBlur,
                            required: true,
                            error: Boolean(errorOf('revealAt')),
                            helperText: errorOf('revealAt') ?? t('visibility.revealAtHint'),
                          },
                        }}
                      />
                    </DatePickersProvider>
                  )}
                />
              )}
              <FormControlLabel value="manual" control={<Radio />} label={t('visibility.manual')} />
              {revealMode === 'manual' && (
                <FormHelperText sx={{ ml: 4, mt: 0 }}>{t('visibility.manualHint')}</FormHelperText>
              )}
            </RadioGroup>
          )}
        />
      )}
    </Stack>
  );
}
