// The admin's dashboard: the platform's numbers, the uploads of the last 30 days, users by role, and
// the revenue of paid bills (this month and the last twelve).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import type { PlatformDashboard as PlatformData } from '@hatira/shared/dashboard';
import { formatMoney } from '@hatira/shared/money';
import { formatStorage } from './format';
import { RevenueChart } from './revenue-chart';
import { StatCard, StatGrid } from './stat-card';
import { UploadsChart } from './uploads-chart';

function RevenueCard({ revenue }: { revenue: NonNullable<PlatformData['revenue']> }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Card component="section" aria-labelledby="dashboard-revenue">
      <CardContent>
        <Typography id="dashboard-revenue" variant="h6" component="h2">
          {t('revenue.title')}
        </Typography>
        <Typography color="text.secondary">{t('revenue.paidThisMonth')}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, color: 'success.main', mb: 2 }}>
          {formatMoney(revenue.paidThisMonth, revenue.currency, i18n.language)}
        </Typography>
        <RevenueChart revenue={revenue} />
      </CardContent>
    </Card>
  );
}

function UsersByRole({ rows }: { rows: PlatformData['usersByRole'] }) {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card component="section" aria-labelledby="dashboard-users-by-role" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="dashboard-users-by-role" variant="h6" component="h2">
          {t('usersByRole.title')}
        </Typography>
        <List dense>
          {rows.map((row) => (
            <ListItem key={row.role} disableGutters secondaryAction={number.format(row.count)}>
              <ListItemText primary={t(`common:roles.${row.role}`, { defaultValue: row.role })} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

export function PlatformDashboard({ data }: { data: PlatformData }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack spacing={3}>
      <StatGrid>
        <StatCard
          label={t('stats.activeSubscriptions')}
          value={number.format(data.activeSubscriptions)}
          icon={CardMembershipOutlined}
          color="success"
        />
        <StatCard
          label={t('stats.uploadsToday')}
          value={number.format(data.uploadsToday.posts)}
          icon={CloudUploadOutlined}
          color="info"
        >
          <Typography variant="body2" color="text.secondary">
            {t('stats.files', { count: data.uploadsToday.media })}
          </Typography>
        </StatCard>
        <StatCard
          label={t('stats.storageUsed')}
          value={formatStorage(data.storageUsedBytes, i18n.language)}
          icon={StorageOutlined}
        />
        <StatCard
          label={t('stats.pendingPosts')}
          value={number.format(data.pendingPosts)}
          icon={PendingActionsOutlined}
          color={data.pendingPosts > 0 ? 'warning' : 'success'}
        >
          <Link component={RouterLink} to={data.moderationPath} variant="body2">
            {t('stats.moderate')}
          </Link>
        </StatCard>
      </StatGrid>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '8fr 4fr' } }}>
        <Card component="section" aria-labelledby="dashboard-uploads">
          <CardContent>
            <Typography id="dashboard-uploads" variant="h6" component="h2">
              {t('uploads.title')}
            </Typography>
            <UploadsChart days={data.uploadsByDay} />
          </CardContent>
        </Card>
        <UsersByRole rows={data.usersByRole} />
      </Box>
      {data.revenue && <RevenueCard revenue={data.revenue} />}
    </Stack>
  );
}
