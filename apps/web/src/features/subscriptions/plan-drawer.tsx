// A plan of a price list, new or existing, in a drawer beside the list (DESIGN.md §7.1): its name,
// price (₺, KDV included), duration and limits. On the create/edit kit: checked in the browser with
// the shared schema, the server's field errors on the fields, a toast once saved.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX } from '@hatira/shared/limits';
import type { PlanType, SubscriptionPlan } from '@hatira/shared/subscriptions';
import { FormFooter } from '../../components/entity-form/form-footer';
import { LiraField } from '../../components/entity-form/lira-field';
import { SwitchField } from '../../components/entity-form/switch-field';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { NEW_PLAN, planFormValuesOf } from './plan-form-values';
import { useCreatePlan, useUpdatePlan } from './subscriptions.api';

const FORM_FIELDS = [
  'name',
  'description',
  'price',
  'durationDays',
  'maxEvents',
  'maxAlbumsPerEvent',
  'maxPostsPerAlbum',
  'storageGb',
] as const;
type NumberField = 'durationDays' | 'maxEvents' | 'maxAlbumsPerEvent' | 'maxPostsPerAlbum' | 'storageGb';

export interface PlanDrawerProps {
  open: boolean;
  type: PlanType;
  /** The plan to change; null: a new one. */
  plan: SubscriptionPlan | null;
  /** A new plan's place: after the last one. */
  nextSortOrder: number;
  onClose: () => void;
}

function PlanForm({ type, plan, nextSortOrder, onClose }: Omit<PlanDrawerProps, 'open'>) {
  const { t, i18n } = useTranslation('subscriptions');
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const sortOrder = plan?.sortOrder ?? nextSortOrder;
  const schema = useMemo(
    () => lazyZodResolver(() => import('./plan-form.schema').then((m) => m.planFormSchema(type, sortOrder))),
    [type, sortOrder],
  );
  const form = useEntityForm({
    schema,
    defaultValues: plan ? planFormValuesOf(plan, i18n.language) : NEW_PLAN,
    fields: FORM_FIELDS,
    onSubmit: async (body) => {
      if (plan) await update.mutateAsync({ id: plan.id, body });
      else await create.mutateAsync(body);
      onClose();
    },
    savedText: plan ? t('drawer.saved') : t('drawer.created'),
  });
  const { register, errorOf } = form;

  const numberField = (name: NumberField, unit?: string) => (
    <TextField
      {...register(name)}
      label={t(`fields.${name}`)}
      type="number"
      required
      fullWidth
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      slotProps={{
        htmlInput: { min: 1, step: name === 'storageGb' ? 'any' : 1, inputMode: 'numeric' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );

  return (
    <Stack component="form" spacing={3} sx={{ p: 3 }} {...form.formProps}>
      <TextField
        {...register('name')}
        label={t('fields.name')}
        required
        autoFocus
        error={Boolean(errorOf('name'))}
        helperText={errorOf('name')}
        slotProps={{ htmlInput: { maxLength: PLAN_NAME_MAX } }}
      />
      <TextField
        {...register('description')}
        label={t('fields.description')}
        multiline
        minRows={2}
        error={Boolean(errorOf('description'))}
        helperText={errorOf('description') ?? t('fields.descriptionHint')}
        slotProps={{ htmlInput: { maxLength: PLAN_DESCRIPTION_MAX } }}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LiraField form={form} name="price" label={t('fields.price')} hint={t('fields.priceHint')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{numberField('durationDays', t('units.days'))}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{numberField('maxEvents')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{numberField('maxAlbumsPerEvent')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{numberField('maxPostsPerAlbum')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{numberField('storageGb', 'GB')}</Grid>
      </Grid>
      <Stack>
        {(['videoAllowed', 'active'] as const).map((name) => (
          <SwitchField key={name} form={form} name={name} label={t(`fields.${name}`)} />
        ))}
      </Stack>
      <FormFooter form={form} submitLabel={plan ? t('drawer.save') : t('drawer.create')}>
        <Button onClick={onClose} color="inherit" disabled={form.isSubmitting}>
          {t('common:cancel')}
        </Button>
      </FormFooter>
    </Stack>
  );
}

export function PlanDrawer({ open, onClose, ...props }: PlanDrawerProps) {
  const { t } = useTranslation('subscriptions');
  const title = props.plan ? t('drawer.editTitle', { name: props.plan.name }) : t('drawer.newTitle');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'plan-drawer-title',
          sx: { width: { xs: '100%', sm: 480 } },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 3,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="plan-drawer-title" variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common:close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {open && <PlanForm key={props.plan?.id ?? 'new'} onClose={onClose} {...props} />}
    </Drawer>
  );
}
