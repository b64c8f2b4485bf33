// The seller's details that new bills print (GET|PUT /api/settings/seller), on the staff's bills
// page. A bill keeps the details it was issued with; a change applies to the bills after it.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SELLER_TEXT_MAX } from '@hatira/shared/limits';
import type { SellerSettings } from '@hatira/shared/settings';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { LoadError } from '../../components/list-page/load-error';
import { PageLoading } from '../../components/page-header/page-header';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { sellerQuery, useUpdateSeller } from './bills.api';
import { SELLER_CARD_ID } from './selling-readiness';

const FIELDS = ['title', 'address', 'taxOffice', 'taxNumber', 'mersis', 'email', 'phone'] as const;
type SellerField = (typeof FIELDS)[number];
/** The longest each field may be (settings.ts). */
const MAX: Record<SellerField, number> = {
  title: SELLER_TEXT_MAX,
  address: 500,
  taxOffice: SELLER_TEXT_MAX,
  taxNumber: 20,
  mersis: 20,
  email: SELLER_TEXT_MAX,
  phone: 30,
};
const WIDE = new Set<SellerField>(['title', 'address']);

const sellerSchema = lazyZodResolver(() =>
  import('@hatira/shared/settings').then((m) => m.sellerSettingsSchema),
);

function SellerForm({ seller }: { seller: SellerSettings }) {
  const { t } = useTranslation('bills');
  const update = useUpdateSeller();
  const form = useEntityForm({
    schema: sellerSchema,
    defaultValues: seller,
    fields: FIELDS,
    onSubmit: (values) => update.mutateAsync(values),
    savedText: t('seller.saved'),
  });
  return (
    <Stack component="form" spacing={3} {...form.formProps}>
      <Grid container spacing={2}>
        {FIELDS.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: WIDE.has(name) ? 12 : 6 }}>
            <TextField
              {...form.register(name)}
              label={t(`seller.fields.${name}`)}
              fullWidth
              multiline={name === 'address'}
              minRows={name === 'address' ? 2 : undefined}
              type={name === 'email' ? 'email' : 'text'}
              error={Boolean(form.errorOf(name))}
              helperText={form.errorOf(name)}
              slotProps={{ htmlInput: { maxLength: MAX[name] } }}
            />
          </Grid>
        ))}
      </Grid>
      <FormFooter form={form} submitLabel={t('seller.submit')} />
    </Stack>
  );
}

export function SellerCard() {
  const { t } = useTranslation('bills');
  const seller = useQuery(sellerQuery());
  return (
    <Card component="section" id={SELLER_CARD_ID} aria-labelledby="seller-title">
      <CardContent>
        <Typography id="seller-title" variant="h6" component="h2">
          {t('seller.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('seller.subtitle')}
        </Typography>
        {seller.isPending ? (
          <PageLoading />
        ) : seller.isError ? (
          <LoadError error={seller.error} onRetry={() => void seller.refetch()} />
        ) : (
          <SellerForm seller={seller.data} />
        )}
      </CardContent>
    </Card>
  );
}
