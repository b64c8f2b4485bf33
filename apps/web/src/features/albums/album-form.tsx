// The settings of an album, new or existing. The password is never shown (the API only says
// whether there is one): a protected album offers keep / change / remove; an open one, "protect".
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  ALBUM_DESCRIPTION_MAX,
  ALBUM_NAME_MAX,
  ALBUM_PASSWORD_MAX,
  ALBUM_PASSWORD_MIN,
} from '@hatira/shared/limits';
import type { QrCode } from '@hatira/shared/qr-codes';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { FORM_FIELD_OF, type AlbumFormValues } from './album-form-values';
import { EventPicker } from './event-picker';
import { VisibilityFields } from './visibility-fields';

const newAlbumSchema = lazyZodResolver(() =>
  import('./album-form.schema').then((m) => m.albumFormSchema(true)),
);
const albumSchema = lazyZodResolver(() =>
  import('./album-form.schema').then((m) => m.albumFormSchema(false)),
);

const FORM_FIELDS = [
  'qrCodeId',
  'name',
  'description',
  'password',
  'approval',
  'uploadLimit',
  'sortOrder',
  'visibility',
  'revealAt',
] as const;

export interface AlbumFormProps {
  defaultValues: AlbumFormValues;
  isNew: boolean;
  /** An existing album that has a password now. */
  isProtected: boolean;
  /** The album's event, when known (its title, and the approval setting an album may inherit). */
  event: QrCode | undefined;
  submitLabel: string;
  cancelTo: string;
  /** Saves; resolves to the saved values to continue from (edit), or nothing (the page moves on). */
  onSubmit: (values: AlbumFormValues) => Promise<AlbumFormValues | void>;
  /** The toast after a save. */
  savedText: string;
}

function PasswordSection({
  control,
  isProtected,
  fieldError,
}: {
  control: Control<AlbumFormValues>;
  isProtected: boolean;
  fieldError: string | undefined;
}) {
  const { t } = useTranslation('albums');
  const passwordField = (
    <Controller
      control={control}
      name="password"
      render={({ field }) => (
        <TextField
          {...field}
          type="password"
          autoComplete="new-password"
          label={t(isProtected ? 'password.new' : 'password.label')}
          required
          error={Boolean(fieldError)}
          helperText={fieldError ?? t('password.hint', { min: ALBUM_PASSWORD_MIN })}
          slotProps={{ htmlInput: { maxLength: ALBUM_PASSWORD_MAX } }}
        />
      )}
    />
  );

  return (
    <Controller
      control={control}
      name="passwordMode"
      render={({ field }) => (
        <Stack spacing={2}>
          {isProtected ? (
            <FormControl>
              <FormLabel id="album-password-mode">{t('password.title')}</FormLabel>
              <Alert severity="info" icon={<LockOutlinedIcon fontSize="inherit" />} sx={{ my: 1 }}>
                {t('password.isProtected')}
              </Alert>
              <RadioGroup
                aria-labelledby="album-password-mode"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                <FormControlLabel value="keep" control={<Radio />} label={t('password.keep')} />
                <FormControlLabel value="set" control={<Radio />} label={t('password.change')} />
                <FormControlLabel value="remove" control={<Radio />} label={t('password.remove')} />
              </RadioGroup>
              {field.value === 'remove' && (
                <FormHelperText sx={{ mx: 0 }}>{t('password.removeHint')}</FormHelperText>
              )}
            </FormControl>
          ) : (
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value === 'set'}
                    onChange={(event) => field.onChange(event.target.checked ? 'set' : 'none')}
                    slotProps={{ input: { 'aria-describedby': 'album-protect-hint' } }}
                  />
                }
                label={t('password.protect')}
              />
              <FormHelperText id="album-protect-hint" sx={{ mt: 0, ml: 6 }}>
                {t('password.protectHint')}
              </FormHelperText>
            </Box>
          )}
          {field.value === 'set' && passwordField}
        </Stack>
      )}
    />
  );
}

export function AlbumForm({
  defaultValues,
  isNew,
  isProtected,
  event,
  submitLabel,
  cancelTo,
  onSubmit,
  savedText,
}: AlbumFormProps) {
  const { t } = useTranslation('albums');
  const form = useEntityForm({
    schema: isNew ? newAlbumSchema : albumSchema,
    defaultValues,
    fields: FORM_FIELDS,
    fieldOf: FORM_FIELD_OF,
    onSubmit,
    savedText,
  });
  const { register, control, errorOf } = form;

  const inheritedApproval =
    event === undefined
      ? t('approval.inherit')
      : t('approval.inheritCurrent', {
          current: t(event.approvalRequired ? 'approval.eventRequires' : 'approval.eventPublishes'),
        });

  return (
    <Card>
      <CardContent>
        <Stack component="form" spacing={3} {...form.formProps}>
          {isNew ? (
            <Controller
              control={control}
              name="qrCodeId"
              render={({ field }) => (
                <EventPicker
                  value={field.value || null}
                  onChange={(id) => field.onChange(id ?? '')}
                  onBlur={field.onBlur}
                  name={field.name}
                  label={t('fields.event')}
                  error={Boolean(errorOf('qrCodeId'))}
                  helperText={errorOf('qrCodeId')}
                />
              )}
            />
          ) : (
            <div>
              <Typography variant="caption" color="text.secondary">
                {t('fields.event')}
              </Typography>
              <Typography>{event?.title ?? '…'}</Typography>
            </div>
          )}
          <TextField
            {...register('name')}
            label={t('fields.name')}
            required
            error={Boolean(errorOf('name'))}
            helperText={errorOf('name')}
            slotProps={{ htmlInput: { maxLength: ALBUM_NAME_MAX } }}
          />
          <TextField
            {...register('description')}
            label={t('fields.description')}
            multiline
            minRows={2}
            error={Boolean(errorOf('description'))}
            helperText={errorOf('description')}
            slotProps={{ htmlInput: { maxLength: ALBUM_DESCRIPTION_MAX } }}
          />

          <PasswordSection control={control} isProtected={isProtected} fieldError={errorOf('password')} />

          <VisibilityFields form={form} />

          <Stack spacing={1}>
            {(['isActive', 'uploadsEnabled'] as const).map((name) => (
              <Box key={name}>
                <Controller
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={field.value}
                          onChange={(change) => field.onChange(change.target.checked)}
                          name={field.name}
                          slotProps={{ input: { 'aria-describedby': `album-${name}-hint` } }}
                        />
                      }
                      label={t(`fields.${name}`)}
                    />
                  )}
                />
                <FormHelperText id={`album-${name}-hint`} sx={{ mt: 0, ml: 6 }}>
                  {t(`fields.${name}Hint`)}
                </FormHelperText>
              </Box>
            ))}
          </Stack>

          <Controller
            control={control}
            name="approval"
            render={({ field }) => (
              <FormControl error={Boolean(errorOf('approval'))}>
                <FormLabel id="album-approval">{t('approval.title')}</FormLabel>
                <RadioGroup
                  aria-labelledby="album-approval"
                  value={field.value}
                  onChange={(change) => field.onChange(change.target.value)}
                >
                  <FormControlLabel value="inherit" control={<Radio />} label={inheritedApproval} />
                  <FormControlLabel value="required" control={<Radio />} label={t('approval.required')} />
                  <FormControlLabel
                    value="notRequired"
                    control={<Radio />}
                    label={t('approval.notRequired')}
                  />
                </RadioGroup>
                {errorOf('approval') && <FormHelperText>{errorOf('approval')}</FormHelperText>}
              </FormControl>
            )}
          />

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...register('uploadLimit')}
              type="number"
              label={t('fields.uploadLimit')}
              error={Boolean(errorOf('uploadLimit'))}
              helperText={errorOf('uploadLimit') ?? t('fields.uploadLimitHint')}
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
            {!isNew && (
              <TextField
                {...register('sortOrder')}
                type="number"
                label={t('fields.sortOrder')}
                error={Boolean(errorOf('sortOrder'))}
                helperText={errorOf('sortOrder') ?? t('fields.sortOrderHint')}
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
            )}
          </Stack>

          <FormFooter form={form} submitLabel={submitLabel} cancelTo={cancelTo} />
        </Stack>
      </CardContent>
    </Card>
  );
}
