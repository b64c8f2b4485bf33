// The printing workshop's catalogue (/printing-workshop, buyers): the designs on sale as cards,
// grouped by category in catalogue order, each with its picture, size, price per piece and least
// quantity, and the way to personalise it for one of the buyer's events.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import { formatMoney } from '@hatira/shared/money';
import type { PrintCategory, PrintDesign } from '@hatira/shared/printing';
import { ListPage } from '../../components/list-page/list-page';
import { allCategoriesQuery, allDesignsQuery } from './printing.api';
import { DesignThumb, formatPaperSize } from './printing-parts';
import { printingPaths } from './printing-paths';

function DesignCard({ design }: { design: PrintDesign }) {
  const { t, i18n } = useTranslation('printing');
  const titleId = `design-${design.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'grid', placeItems: 'center', bgcolor: 'action.hover', p: 2 }}>
        <DesignThumb
          url={design.previewUrl}
          alt={t('workshop.previewAlt', { name: design.name })}
          height={180}
        />
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h6" component="h3">
          {design.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatPaperSize(design.widthMm, design.heightMm, i18n.language)}
        </Typography>
        {design.description && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {design.description}
          </Typography>
        )}
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
          {t('workshop.price', { price: formatMoney(design.unitPrice, 'TRY', i18n.language) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('workshop.minQuantity', { count: design.minQuantity })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={printingPaths.personalize(design.id)}
          variant="contained"
          aria-label={t('workshop.personaliseNamed', { name: design.name })}
        >
          {t('workshop.personalise')}
        </Button>
      </CardActions>
    </Card>
  );
}

function CategorySection({ category, designs }: { category: PrintCategory; designs: PrintDesign[] }) {
  const titleId = `category-${category.id}`;
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <div>
        <Typography id={titleId} variant="h5" component="h2">
          {category.name}
        </Typography>
        {category.description && <Typography color="text.secondary">{category.description}</Typography>}
      </div>
      <Grid container spacing={3}>
        {designs.map((design) => (
          <Grid key={design.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <DesignCard design={design} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

export function WorkshopPage() {
  const { t } = useTranslation('printing');
  const categories = useQuery(allCategoriesQuery());
  const designs = useQuery(allDesignsQuery());
  const isPending = categories.isPending || designs.isPending;
  const error = categories.error ?? designs.error;
  const sections = (categories.data?.items ?? [])
    .map((category) => ({
      category,
      designs: (designs.data?.items ?? []).filter((design) => design.categoryId === category.id),
    }))
    .filter((section) => section.designs.length > 0);

  return (
    <ListPage
      title={t('workshop.title')}
      subtitle={t('workshop.subtitle')}
      action={{ label: t('workshop.myOrders'), to: printingPaths.orders, icon: <ListAltOutlinedIcon /> }}
      query={{
        isPending,
        error,
        refetch: () => Promise.all([categories.refetch(), designs.refetch()]),
      }}
    >
      {sections.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('workshop.empty')}
        </Typography>
      ) : (
        <Stack spacing={5}>
          {sections.map(({ category, designs: inCategory }) => (
            <CategorySection key={category.id} category={category} designs={inCategory} />
          ))}
        </Stack>
      )}
    </ListPage>
  );
}
