// The design editor (/printing-workshop/desings/add, …/edit/{id}): the canvas (design-canvas.tsx)
// beside the design's fields — name, category, price per piece in lira, least quantity, on sale;
// the paper and its bleed; the background (PNG or JPEG up to 20 MB, sent with the save); the QR box
// and the text boxes. Before saving it says what would print badly: a background under 300 dpi at
// the chosen size, boxes that leave the page (marked on the canvas; the save waits for them).
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  backgroundDpi,
  boxesOutsidePage,
  PRINT_BACKGROUND_MAX_BYTES,
  PRINT_DESCRIPTION_MAX,
  PRINT_MIN_DPI,
  PRINT_NAME_MAX,
  PRINT_TEXT_BOXES_MAX,
  type PrintDesign,
  type PrintDesignBody,
  type TextBox,
} from '@hatira/shared/printing';
import { FormFooter } from '../../components/entity-form/form-footer';
import { LiraField } from '../../components/entity-form/lira-field';
import { SwitchField } from '../../components/entity-form/switch-field';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { SectionCard } from '../../components/section-card';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useObjectUrl } from '../../lib/use-object-url';
import type { Rect } from './box-geometry';
import { DesignCanvas, type CanvasBox } from './design-canvas';
import { NumberField, PaperFields, QrBoxFields, TextBoxFields, type DesignForm } from './design-fields';
import { newTextBox, type DesignFormValues } from './design-form-values';
import { allCategoriesQuery } from './printing.api';

const designSchema = lazyZodResolver(() => import('./design-form.schema').then((m) => m.designFormSchema));

const BACKGROUND_TYPES = ['image/png', 'image/jpeg'];
const TEXT_FIELDS = [
  'key',
  'label',
  'xMm',
  'yMm',
  'widthMm',
  'heightMm',
  'fontSizePt',
  'maxLength',
  'defaultText',
] as const;

/** The fields a server refusal may land on (the text boxes' by index). */
const FORM_FIELDS: Path<DesignFormValues>[] = [
  'categoryId',
  'name',
  'description',
  'widthMm',
  'heightMm',
  'bleedMm',
  'qrBox.xMm',
  'qrBox.yMm',
  'qrBox.sizeMm',
  'unitPrice',
  'minQuantity',
  ...Array.from({ length: PRINT_TEXT_BOXES_MAX }, (_, i) =>
    TEXT_FIELDS.map((f) => `textBoxes.${i}.${f}` as const),
  ).flat(),
];

const finite = (...values: number[]) => values.every(Number.isFinite);

/** The boxes as the canvas draws them; a box with a half-typed number is not called outside. */
function canvasBoxes(
  page: { widthMm: number; heightMm: number },
  qrBox: DesignFormValues['qrBox'],
  textBoxes: readonly TextBox[],
  qrLabel: string,
): CanvasBox[] {
  const outside = finite(page.widthMm, page.heightMm)
    ? new Set(boxesOutsidePage({ ...page, qrBox, textBoxes }))
    : new Set<string>();
  const qr: CanvasBox = {
    id: 'qrBox',
    kind: 'qr',
    label: qrLabel,
    xMm: qrBox.xMm,
    yMm: qrBox.yMm,
    widthMm: qrBox.sizeMm,
    heightMm: qrBox.sizeMm,
    isOutside: finite(qrBox.xMm, qrBox.yMm, qrBox.sizeMm) && outside.has('qrBox'),
  };
  const texts = textBoxes.map((box, i): CanvasBox => ({
    id: `textBoxes.${i}`,
    kind: 'text',
    label: box.label || box.key,
    text: box.defaultText || box.label,
    fontSizePt: box.fontSizePt,
    align: box.align,
    color: box.color,
    xMm: box.xMm,
    yMm: box.yMm,
    widthMm: box.widthMm,
    heightMm: box.heightMm,
    isOutside: finite(box.xMm, box.yMm, box.widthMm, box.heightMm) && outside.has(`textBoxes.${i}`),
  }));
  return [qr, ...texts].filter((box) => finite(box.xMm, box.yMm, box.widthMm, box.heightMm));
}

/** A picked image's pixels (for the dpi warning before it is uploaded). */
function usePictureSize(url: string | undefined): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    setSize(null);
    if (!url) return;
    const image = new Image();
    image.onload = () => setSize({ width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
    return () => void (image.onload = null);
  }, [url]);
  return size;
}

export interface DesignEditorProps {
  /** The stored design (its background), none on the add page. */
  design?: PrintDesign;
  defaultValues: DesignFormValues;
  submitLabel: string;
  savedText: string;
  cancelTo?: string;
  /** Saves the body and, when one was picked, the new background. */
  onSubmit: (body: PrintDesignBody, background: File | null) => Promise<unknown>;
}

export function DesignEditor({
  design,
  defaultValues,
  submitLabel,
  savedText,
  cancelTo,
  onSubmit,
}: DesignEditorProps) {
  const { t } = useTranslation('printing');
  const [background, setBackground] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const categories = useQuery(allCategoriesQuery());
  // Until the categories come, the design's own keeps the select's value among its options.
  const categoryOptions =
    categories.data?.items ?? (design ? [{ id: design.categoryId, name: design.categoryName }] : []);
  const form: DesignForm = useEntityForm({
    schema: designSchema,
    defaultValues,
    fields: FORM_FIELDS,
    onSubmit: async (body) => {
      await onSubmit(body, background);
      setBackground(null);
    },
    savedText,
  });
  const { control, register, errorOf, setValue } = form;
  const [widthMm, heightMm, bleedMm, qrBox, boxes] = useWatch({
    control,
    name: ['widthMm', 'heightMm', 'bleedMm', 'qrBox', 'textBoxes'],
  });

  const localUrl = useObjectUrl(background);
  const localSize = usePictureSize(localUrl);
  const backgroundUrl = localUrl ?? design?.backgroundUrl ?? undefined;
  const pixels = background
    ? localSize && { backgroundWidthPx: localSize.width, backgroundHeightPx: localSize.height }
    : design && {
        backgroundWidthPx: design.backgroundWidthPx,
        backgroundHeightPx: design.backgroundHeightPx,
      };
  const dpi = pixels && finite(widthMm, heightMm) ? backgroundDpi({ widthMm, heightMm, ...pixels }) : null;

  const drawn = useMemo(
    () => canvasBoxes({ widthMm, heightMm }, qrBox, boxes, t('designs.qrBox')),
    [widthMm, heightMm, qrBox, boxes, t],
  );
  const outside = drawn.filter((box) => box.isOutside);

  const handleChange = (id: string, rect: Rect) => {
    const dirty = { shouldDirty: true } as const;
    if (id === 'qrBox') {
      setValue('qrBox.xMm', rect.xMm, dirty);
      setValue('qrBox.yMm', rect.yMm, dirty);
      setValue('qrBox.sizeMm', rect.widthMm, dirty);
      return;
    }
    const path = id as `textBoxes.${number}`;
    setValue(`${path}.xMm`, rect.xMm, dirty);
    setValue(`${path}.yMm`, rect.yMm, dirty);
    setValue(`${path}.widthMm`, rect.widthMm, dirty);
    setValue(`${path}.heightMm`, rect.heightMm, dirty);
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!BACKGROUND_TYPES.includes(file.type)) return setFileError(t('designs.background.wrongType'));
    if (file.size > PRINT_BACKGROUND_MAX_BYTES) return setFileError(t('designs.background.tooLarge'));
    setFileError(null);
    setBackground(file);
  };

  const handleAddText = () => {
    setValue('textBoxes', [...boxes, newTextBox({ widthMm, textBoxes: boxes }, t('designs.newTextLabel'))], {
      shouldDirty: true,
    });
    setSelected(`textBoxes.${boxes.length}`);
  };

  const handleRemoveText = (index: number) => {
    setSelected(null);
    setValue(
      'textBoxes',
      boxes.filter((_box, i) => i !== index),
      { shouldDirty: true },
    );
  };

  return (
    <Grid container spacing={3} component="form" {...form.formProps} aria-label={t('designs.form')}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <Box sx={{ px: { xs: 2, sm: 4 } }}>
            <DesignCanvas
              page={{ widthMm, heightMm, bleedMm: Number.isFinite(bleedMm) ? bleedMm : 0 }}
              backgroundUrl={backgroundUrl}
              boxes={drawn}
              selectedId={selected}
              onSelect={setSelected}
              onChange={handleChange}
            />
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('editor.hint')}
          </Typography>
          {outside.length > 0 && (
            <Alert severity="error">
              {t('editor.outsideAlert', { boxes: outside.map((box) => box.label).join(', ') })}
            </Alert>
          )}
          {dpi !== null && dpi < PRINT_MIN_DPI && (
            <Alert severity="warning">
              {t('designs.background.lowDpi', { dpi: Math.floor(dpi), min: PRINT_MIN_DPI })}
            </Alert>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={3}>
          <SectionCard id="design-main" title={t('designs.sections.design')}>
            <Stack spacing={2}>
              <TextField
                {...register('name')}
                label={t('designs.fields.name')}
                required
                size="small"
                error={Boolean(errorOf('name'))}
                helperText={errorOf('name')}
                slotProps={{ htmlInput: { maxLength: PRINT_NAME_MAX } }}
              />
              <Controller
                control={control}
                name="categoryId"
                render={({ field }) => (
                  <TextField
                    select
                    required
                    size="small"
                    label={t('designs.fields.category')}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(errorOf('categoryId'))}
                    helperText={errorOf('categoryId')}
                  >
                    {categoryOptions.map((category) => (
                      <MenuItem key={category.id} value={category.id}>
                        {category.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                {...register('description')}
                label={t('designs.fields.description')}
                size="small"
                multiline
                minRows={2}
                error={Boolean(errorOf('description'))}
                helperText={errorOf('description')}
                slotProps={{ htmlInput: { maxLength: PRINT_DESCRIPTION_MAX } }}
              />
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <LiraField
                    form={form}
                    name="unitPrice"
                    label={t('designs.fields.unitPrice')}
                    hint={t('designs.fields.unitPriceHint')}
                    size="small"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <NumberField
                    form={form}
                    name="minQuantity"
                    label={t('designs.fields.minQuantity')}
                    unit={t('designs.pieces')}
                    step={1}
                  />
                </Grid>
              </Grid>
              <SwitchField form={form} name="isActive" label={t('designs.fields.isActive')} />
            </Stack>
          </SectionCard>
          <SectionCard id="design-paper" title={t('designs.sections.paper')}>
            <Stack spacing={2}>
              <PaperFields form={form} />
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Button component="label" variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
                  {t(backgroundUrl ? 'designs.background.replace' : 'designs.background.choose')}
                  <input hidden type="file" accept={BACKGROUND_TYPES.join(',')} onChange={handleFile} />
                </Button>
                <Typography variant="body2" color="text.secondary" role="status">
                  {background
                    ? t('designs.background.picked', { name: background.name })
                    : t(backgroundUrl ? 'designs.background.current' : 'designs.background.none')}
                  {dpi !== null && ` · ${t('designs.background.dpi', { dpi: Math.floor(dpi) })}`}
                </Typography>
              </Stack>
              {fileError && <Alert severity="error">{fileError}</Alert>}
            </Stack>
          </SectionCard>
          <SectionCard id="design-qr" title={t('designs.sections.qr')}>
            <QrBoxFields form={form} />
          </SectionCard>
          <SectionCard id="design-texts" title={t('designs.sections.texts')}>
            <Stack spacing={1}>
              {boxes.map((box, index) => {
                const id = `textBoxes.${index}`;
                return (
                  <Accordion
                    // By place: the fields are named by index (textBoxes.1.label) and follow the values.
                    key={id}
                    expanded={selected === id}
                    onChange={(_event, isOpen) => setSelected(isOpen ? id : null)}
                    disableGutters
                    variant="outlined"
                  >
                    <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                      <Typography sx={{ fontWeight: 600 }}>{box.label || box.key || id}</Typography>
                      {/* A refused field may sit in a closed box: its title says so. */}
                      {form.formState.errors.textBoxes?.[index] && (
                        <Typography color="error" variant="body2" sx={{ ml: 2 }}>
                          {t('designs.boxHasErrors')}
                        </Typography>
                      )}
                    </AccordionSummary>
                    <AccordionDetails>
                      <TextBoxFields form={form} index={index} onRemove={() => handleRemoveText(index)} />
                    </AccordionDetails>
                  </Accordion>
                );
              })}
              <div>
                <Button
                  startIcon={<AddIcon />}
                  onClick={handleAddText}
                  disabled={boxes.length >= PRINT_TEXT_BOXES_MAX}
                >
                  {t('designs.addText')}
                </Button>
              </div>
            </Stack>
          </SectionCard>
          <FormFooter
            form={form}
            submitLabel={submitLabel}
            cancelTo={cancelTo}
            hasOtherChanges={background !== null}
            disabled={outside.length > 0}
          />
        </Stack>
      </Grid>
    </Grid>
  );
}
