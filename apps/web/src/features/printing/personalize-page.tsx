// Personalising a design (/printing-workshop/edit/{id}, buyers): pick one of my events, fill the
// design's text boxes (each with its label and a count of what is left of its maximum), choose
// how many; the proof beside them follows every change (proof-preview.tsx). "Continue to order"
// carries the choices to the order form in its address (order-draft.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QrCode } from '@hatira/shared/qr-codes';
import { formatMoney } from '@hatira/shared/money';
import { paths } from '@hatira/shared/paths';
import { PRINT_QUANTITY_MAX, type PrintDesign, type PrintTexts } from '@hatira/shared/printing';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { orderFormPath, readOrderDraft, type OrderDraft } from './order-draft';
import { designQuery, myEventsQuery } from './printing.api';
import { formatPaperSize, LinkAlert } from './printing-parts';
import { ProofPreview } from './proof-preview';
import { printingPaths } from './printing-paths';

/** The quantity typed, if it is a whole number the design allows. */
export function quantityError(
  text: string,
  design: Pick<PrintDesign, 'minQuantity'>,
): 'invalid' | 'min' | null {
  if (!/^\d+$/.test(text.trim())) return 'invalid';
  const quantity = Number(text);
  if (quantity > PRINT_QUANTITY_MAX) return 'invalid';
  return quantity < design.minQuantity ? 'min' : null;
}

function PersonalizeForm({
  design,
  events,
  draft,
}: {
  design: PrintDesign;
  events: QrCode[];
  draft: OrderDraft;
}) {
  const { t, i18n } = useTranslation('printing');
  const navigate = useNavigate();
  const [qrCodeId, setQrCodeId] = useState(
    events.some((event) => event.id === draft.qrCodeId) ? draft.qrCodeId : (events[0]?.id ?? ''),
  );
  const [texts, setTexts] = useState<PrintTexts>(() =>
    Object.fromEntries(design.textBoxes.map((box) => [box.key, draft.texts[box.key] ?? box.defaultText])),
  );
  const [quantity, setQuantity] = useState(String(Math.max(draft.quantity, design.minQuantity)));
  const [isChecked, setChecked] = useState(false);
  const problem = quantityError(quantity, design);
  const money = (amount: number) => formatMoney(amount, 'TRY', i18n.language);

  const handleContinue = () => {
    setChecked(true);
    if (problem || !qrCodeId) return;
    void navigate(orderFormPath({ designId: design.id, qrCodeId, texts, quantity: Number(quantity) }));
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6, lg: 5 }}>
        <ProofPreview
          designId={design.id}
          qrCodeId={qrCodeId}
          texts={texts}
          widthMm={design.widthMm}
          heightMm={design.heightMm}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 7 }}>
        <Card component="section" aria-label={t('personalize.form')}>
          <CardContent>
            <Stack spacing={3}>
              <TextField
                select
                label={t('personalize.event')}
                value={qrCodeId}
                onChange={(event) => setQrCodeId(event.target.value)}
                helperText={t('personalize.eventHint')}
              >
                {events.map((event) => (
                  <MenuItem key={event.id} value={event.id}>
                    {event.title}
                  </MenuItem>
                ))}
              </TextField>
              {design.textBoxes.map((box) => {
                const value = texts[box.key] ?? '';
                return (
                  <TextField
                    key={box.key}
                    label={box.label}
                    value={value}
                    multiline
                    onChange={(event) =>
                      setTexts((current) => ({ ...current, [box.key]: event.target.value }))
                    }
                    helperText={t('personalize.count', { count: value.length, max: box.maxLength })}
                    slotProps={{ htmlInput: { maxLength: box.maxLength } }}
                  />
                );
              })}
              <TextField
                label={t('personalize.quantity')}
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                error={isChecked && problem !== null}
                helperText={
                  isChecked && problem === 'invalid'
                    ? t('personalize.quantityInvalid', { max: PRINT_QUANTITY_MAX })
                    : t('personalize.quantityHint', { count: design.minQuantity })
                }
                slotProps={{
                  htmlInput: { inputMode: 'numeric' },
                  input: {
                    endAdornment: <InputAdornment position="end">{t('designs.pieces')}</InputAdornment>,
                  },
                }}
              />
              <div>
                <Typography>{t('personalize.unitPrice', { price: money(design.unitPrice) })}</Typography>
                {problem === null && (
                  <Typography variant="h6" component="p" role="status">
                    {t('personalize.total', { total: money(design.unitPrice * Number(quantity)) })}
                  </Typography>
                )}
              </div>
              <div>
                <Button variant="contained" size="large" onClick={handleContinue}>
                  {t('personalize.continue')}
                </Button>
              </div>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

export function PersonalizePage() {
  const { t, i18n } = useTranslation('printing');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const design = useQuery(designQuery(id));
  const events = useQuery(myEventsQuery());

  let content;
  if (design.isError || events.isError)
    content = (
      <LoadError
        error={design.error ?? events.error}
        onRetry={() => void Promise.all([design.refetch(), events.refetch()])}
      />
    );
  else if (design.isPending || events.isPending) content = <PageLoading />;
  else if (events.data.items.length === 0)
    content = (
      <LinkAlert severity="info" to={paths.qrAdd} action={t('personalize.createEvent')}>
        {t('personalize.noEvents')}
      </LinkAlert>
    );
  else
    content = (
      <PersonalizeForm
        key={design.data.id}
        design={design.data}
        events={events.data.items}
        draft={readOrderDraft(search, id)}
      />
    );

  return (
    <Stack spacing={3}>
      <PageHeader
        back={{ to: printingPaths.workshop, label: t('personalize.back') }}
        title={design.data?.name ?? t('personalize.title')}
        subtitle={
          design.data
            ? `${design.data.categoryName} · ${formatPaperSize(design.data.widthMm, design.data.heightMm, i18n.language)}`
            : undefined
        }
      />
      {content}
    </Stack>
  );
}
