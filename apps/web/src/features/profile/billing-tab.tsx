// Account settings → billing-plans: the subscription in force, its limits and what is used of
// them, its end date, the newest bills, and the way to the subscription page to buy or renew.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@hatira/shared/paths';
import { PlanSummary } from '../../components/billing/plan-summary';
import { RecentBills } from '../../components/billing/recent-bills';
import { ownPlanQuery, recentBillsQuery } from '../../lib/billing-queries';
import { translateApiError } from '../../lib/form-errors';
import { useSession } from '../../lib/session';

const RECENT_BILLS = 3;

function Bills() {
  const { t } = useTranslation('profile');
  const bills = useQuery(recentBillsQuery(RECENT_BILLS));
  return (
    <Stack spacing={1} component="section" aria-labelledby="billing-bills-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="billing-bills-title" variant="subtitle1" component="h3" fontWeight={600}>
          {t('billing.bills')}
        </Typography>
        <Button component={RouterLink} to={paths.bills} size="small">
          {t('billing.allBills')}
        </Button>
      </Stack>
      {bills.isPending ? (
        <CircularProgress aria-label={t('common:loading')} size={24} />
      ) : bills.isError ? (
        <Alert severity="error">{translateApiError(t, bills.error)}</Alert>
      ) : (
        <RecentBills bills={bills.data.items} />
      )}
    </Stack>
  );
}

export function BillingTab() {
  const { t } = useTranslation('profile');
  const role = useSession()?.userData.role;
  const plan = useQuery({ ...ownPlanQuery(), enabled: role === 'subscriber' });
  return (
    <Card component="section" aria-labelledby="billing-title">
      <CardContent>
        <Typography id="billing-title" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('billing.title')}
        </Typography>
        {role !== 'subscriber' ? (
          <Typography color="text.secondary">
            {t(role === 'customer' ? 'billing.customer' : 'billing.notSubscriber')}
          </Typography>
        ) : plan.isPending ? (
          <CircularProgress aria-label={t('common:loading')} />
        ) : plan.isError ? (
          <Alert severity="error">{translateApiError(t, plan.error)}</Alert>
        ) : (
          <Stack spacing={3}>
            <PlanSummary plan={plan.data} />
            <div>
              <Button component={RouterLink} to={paths.subscription} variant="contained">
                {t(plan.data.subscription ? 'billing.change' : 'billing.choose')}
              </Button>
            </div>
            <Divider />
            <Bills />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
