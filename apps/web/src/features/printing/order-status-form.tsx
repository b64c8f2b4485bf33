// The staff's move of an order to one of the statuses it may go to next (PRINT_ORDER_NEXT): to
// `shipped` with the carrier and the tracking number; a note for the timeline.
import { useWatch } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CARRIER_MAX,
  PRINT_ORDER_NEXT,
  TRACKING_NUMBER_MAX,
  type PrintOrder,
  type PrintOrderStatus,
  type UpdatePrintOrderBody,
} from '@hatira/shared/printing';
import { NOTE_MAX } from '@hatira/shared/limits';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useMoveOrder } from './printing.api';

const statusSchema = lazyZodResolver(() => import('./order-status.schema').then((m) => m.orderStatusSchema));
const FORM_FIELDS = ['status', 'carrier', 'trackingNumber', 'note'] as const;

interface StatusValues {
  status: PrintOrderStatus;
  carrier: string;
  trackingNumber: string;
  note: string;
}

export function OrderStatusForm({ order }: { order: PrintOrder }) {
  const { t } = useTranslation('printing');
  const move = useMoveOrder(order.id);
  const next = PRINT_ORDER_NEXT[order.status];
  const form = useEntityForm({
    schema: statusSchema,
    defaultValues: {
      status: next[0] ?? order.status,
      carrier: order.carrier ?? '',
      trackingNumber: order.trackingNumber ?? '',
      note: '',
    } satisfies StatusValues,
    fields: FORM_FIELDS,
    onSubmit: async (body: UpdatePrintOrderBody) => {
      const isShipped = body.status === 'shipped';
      await move.mutateAsync({
        status: body.status,
        carrier: isShipped ? body.carrier : undefined,
        trackingNumber: isShipped ? body.trackingNumber : undefined,
        note: body.note || undefined,
      });
    },
    savedText: t('view.move.saved'),
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const text = (name: 'carrier' | 'trackingNumber' | 'note', max: number) => ({
    ...form.register(name),
    label: t(`view.move.${name}`),
    fullWidth: true,
    size: 'small' as const,
    error: Boolean(form.errorOf(name)),
    helperText: form.errorOf(name),
    slotProps: { htmlInput: { maxLength: max } },
  });

  return (
    <Stack component="form" spacing={2} {...form.formProps} aria-label={t('view.move.title')}>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <TextField
            select
            size="small"
            label={t('view.move.status')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={Boolean(form.errorOf('status'))}
            helperText={form.errorOf('status')}
          >
            {next.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`orderStatus.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {status === 'shipped' && (
        <>
          <TextField {...text('carrier', CARRIER_MAX)} required />
          <TextField {...text('trackingNumber', TRACKING_NUMBER_MAX)} required />
        </>
      )}
      <TextField
        {...text('note', NOTE_MAX)}
        multiline
        helperText={form.errorOf('note') ?? t('view.move.noteHint')}
      />
      <FormFooter form={form} submitLabel={t('view.move.submit')} />
    </Stack>
  );
}
