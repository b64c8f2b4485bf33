// /dashboard: the welcome banner, then what `GET /api/dashboard` answers for this user — the
// platform's numbers for an admin, their events' for a subscriber or customer, and for anybody
// else their account and the areas they may open.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UserData } from '@hatira/shared/auth';
import type { DashboardResponse } from '@hatira/shared/dashboard';
import { dashboardQueryOptions } from '../../lib/dashboard-query';
import { translateApiError } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { AccountOverview, WelcomeCard } from './account-overview';
import { OwnerDashboard } from './owner-dashboard';
import { PlatformDashboard } from './platform-dashboard';
import { StatGrid } from './stat-card';

function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack spacing={3} role="progressbar" aria-label={t('loading')}>
      <StatGrid>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
      </StatGrid>
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

function DashboardContent({ data, user }: { data: DashboardResponse; user: UserData }) {
  const { t } = useTranslation('dashboard');
  if (data.kind === 'basic') return <AccountOverview user={user} />;
  return (
    <>
      {data.isDiskSpaceLow && <Alert severity="warning">{t('diskSpaceLow')}</Alert>}
      {data.kind === 'platform' ? <PlatformDashboard data={data} /> : <OwnerDashboard data={data} />}
    </>
  );
}

export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const session = useSession();
  const dashboard = useQuery({ ...dashboardQueryOptions(), enabled: !!session });
  // Signing out clears the session a moment before the router leaves this page.
  if (!session) return null;
  const user = session.userData;
  const hasNumbers = dashboard.data?.kind !== 'basic';

  return (
    <Stack spacing={3}>
      <WelcomeCard user={user} subtitle={t(hasNumbers ? 'subtitleNumbers' : 'subtitle')} />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {t('loadFailed')} {translateApiError(t, dashboard.error)}
        </Alert>
      ) : (
        <DashboardContent data={dashboard.data} user={user} />
      )}
    </Stack>
  );
}
