// The design editor's typed fields: a length in millimetres (or points), the paper (a preset either
// way up, or custom, with the bleed), and each box's numbers and text settings. The canvas writes
// the same form values, so a drag shows here as it happens and a typed number moves the box.
import type { ReactNode } from 'react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  BLEED_MAX_MM,
  PRINT_TEXT_KEY_MAX,
  PRINT_TEXT_LABEL_MAX,
  PRINT_TEXT_MAX,
  TEXT_ALIGNS,
  type PrintDesignBody,
} from '@hatira/shared/printing';
import type { EntityForm } from '../../components/entity-form/use-entity-form';
import type { DesignFormValues } from './design-form-values';
import { isLandscape, PAPER_CHOICES, paperOf, presetSize, type PaperChoice } from './paper';

export type DesignForm = EntityForm<DesignFormValues, PrintDesignBody>;

/** A number typed in `unit` (mm by default). */
export function NumberField({
  form,
  name,
  label,
  unit = 'mm',
  step = 0.5,
  hint,
  onChanged,
}: {
  form: DesignForm;
  name: Path<DesignFormValues>;
  label: string;
  unit?: string;
  step?: number;
  hint?: string;
  onChanged?: () => void;
}) {
  const error = form.errorOf(name);
  return (
    <TextField
      {...form.register(name, { valueAsNumber: true, onChange: onChanged })}
      label={label}
      type="number"
      size="small"
      fullWidth
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{
        htmlInput: { step, min: 0, inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );
}

/** Fields in a row of two (three on wide screens). */
export function FieldRow({ children }: { children: ReactNode[] }) {
  return (
    <Grid container spacing={2}>
      {children.map((child, i) => (
        <Grid key={i} size={{ xs: 6, sm: children.length > 2 ? 4 : 6 }}>
          {child}
        </Grid>
      ))}
    </Grid>
  );
}

export function PaperFields({ form }: { form: DesignForm }) {
  const { t } = useTranslation('printing');
  const { setValue, getValues } = form;
  const dirty = { shouldDirty: true } as const;
  const [widthMm, heightMm] = useWatch({ control: form.control, name: ['widthMm', 'heightMm'] });
  const landscape = isLandscape({ widthMm, heightMm });

  const handlePaper = (paper: PaperChoice) => {
    setValue('paper', paper, dirty);
    if (paper === 'custom') return;
    const size = presetSize(paper, landscape);
    setValue('widthMm', size.widthMm, dirty);
    setValue('heightMm', size.heightMm, dirty);
  };
  const handleTurn = () => {
    setValue('widthMm', heightMm, dirty);
    setValue('heightMm', widthMm, dirty);
  };
  const handleTyped = () => setValue('paper', paperOf(getValues('widthMm'), getValues('heightMm')), dirty);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Controller
          control={form.control}
          name="paper"
          render={({ field }) => (
            <TextField
              select
              size="small"
              label={t('designs.fields.paper')}
              name={field.name}
              value={field.value}
              onChange={(event) => handlePaper(event.target.value as PaperChoice)}
              sx={{ flex: 1 }}
            >
              {PAPER_CHOICES.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {t(`paper.${choice}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={handleTurn} sx={{ flexShrink: 0 }}>
          {t(landscape ? 'designs.fields.portrait' : 'designs.fields.landscape')}
        </Button>
      </Stack>
      <FieldRow>
        <NumberField form={form} name="widthMm" label={t('designs.fields.width')} onChanged={handleTyped} />
        <NumberField form={form} name="heightMm" label={t('designs.fields.height')} onChanged={handleTyped} />
        <NumberField
          form={form}
          name="bleedMm"
          label={t('designs.fields.bleed')}
          hint={t('designs.fields.bleedHint', { max: BLEED_MAX_MM })}
        />
      </FieldRow>
    </Stack>
  );
}

export function QrBoxFields({ form }: { form: DesignForm }) {
  const { t } = useTranslation('printing');
  return (
    <FieldRow>
      <NumberField form={form} name="qrBox.xMm" label={t('designs.fields.x')} />
      <NumberField form={form} name="qrBox.yMm" label={t('designs.fields.y')} />
      <NumberField form={form} name="qrBox.sizeMm" label={t('designs.fields.size')} />
    </FieldRow>
  );
}

export function TextBoxFields({
  form,
  index,
  onRemove,
}: {
  form: DesignForm;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation('printing');
  const { register, errorOf } = form;
  const at = <K extends string>(field: K) => `textBoxes.${index}.${field}` as const;
  return (
    <Stack spacing={2}>
      <FieldRow>
        <TextField
          {...register(at('label'))}
          label={t('designs.fields.label')}
          size="small"
          fullWidth
          required
          error={Boolean(errorOf(at('label')))}
          helperText={errorOf(at('label')) ?? t('designs.fields.labelHint')}
          slotProps={{ htmlInput: { maxLength: PRINT_TEXT_LABEL_MAX } }}
        />
        <TextField
          {...register(at('key'))}
          label={t('designs.fields.key')}
          size="small"
          fullWidth
          required
          error={Boolean(errorOf(at('key')))}
          helperText={errorOf(at('key')) ?? t('designs.fields.keyHint')}
          slotProps={{ htmlInput: { maxLength: PRINT_TEXT_KEY_MAX, spellCheck: false } }}
        />
      </FieldRow>
      <FieldRow>
        <NumberField form={form} name={at('xMm')} label={t('designs.fields.x')} />
        <NumberField form={form} name={at('yMm')} label={t('designs.fields.y')} />
        <NumberField form={form} name={at('widthMm')} label={t('designs.fields.width')} />
        <NumberField form={form} name={at('heightMm')} label={t('designs.fields.height')} />
        <NumberField
          form={form}
          name={at('fontSizePt')}
          label={t('designs.fields.fontSize')}
          unit="pt"
          step={1}
        />
        <NumberField
          form={form}
          name={at('maxLength')}
          label={t('designs.fields.maxLength')}
          unit=""
          step={1}
        />
      </FieldRow>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Controller
          control={form.control}
          name={at('align')}
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={field.value}
              onChange={(_event, value: string | null) => value && field.onChange(value)}
              aria-label={t('designs.fields.align')}
            >
              {TEXT_ALIGNS.map((align) => (
                <ToggleButton key={align} value={align}>
                  {t(`align.${align}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        />
        <TextField
          {...register(at('color'))}
          label={t('designs.fields.color')}
          type="color"
          size="small"
          sx={{ width: 110 }}
          error={Boolean(errorOf(at('color')))}
        />
      </Stack>
      <TextField
        {...register(at('defaultText'))}
        label={t('designs.fields.defaultText')}
        size="small"
        fullWidth
        multiline
        error={Boolean(errorOf(at('defaultText')))}
        helperText={errorOf(at('defaultText')) ?? t('designs.fields.defaultTextHint')}
        slotProps={{ htmlInput: { maxLength: PRINT_TEXT_MAX } }}
      />
      <div>
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove}>
          {t('designs.fields.removeText')}
        </Button>
      </div>
    </Stack>
  );
}
