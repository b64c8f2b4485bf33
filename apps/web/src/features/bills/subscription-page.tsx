// /subscription (DESIGN.md §7.1): the plans of the caller's account type as pricing cards, the
// plan in force with its end date and usage, and a bill still open (with the way to pay it).
// Buying or renewing leads to the cart.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import RemoveIcon from '@mui/icons-material/Remove';
import type { Bill } from '@hatira/shared/bills';
import { formatMoney } from '@hatira/shared/money';
import { paths } from '@hatira/shared/paths';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { formatBytes } from '../../components/billing/format';
import { PlanSummary } from '../../components/billing/plan-summary';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { ownPlanQuery, recentBillsQuery } from '../../lib/billing-queries';
import { useSession } from '../../lib/session';
import { plansQuery } from './bills.api';

/** How many of the newest bills are looked at for one still open. */
const RECENT_BILLS = 5;

/** On a narrow screen the alert's button goes under its text rather than squeezing it. */
const ALERT_WRAPS = { flexWrap: 'wrap' } as const;

const isOpen = (bill: Bill) => bill.status === 'unpaid' || bill.status === 'pending_confirmation';

function OpenBill({ bill }: { bill: Bill }) {
  const { t, i18n } = useTranslation('bills');
  const amount = formatMoney(bill.total, bill.currency, i18n.language);
  return (
    <Alert
      severity={bill.status === 'unpaid' ? 'warning' : 'info'}
      sx={ALERT_WRAPS}
      action={
        <Button
          component={RouterLink}
          to={paths.subscriptionPay(bill.id)}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('subscription.openBill.action')}
        </Button>
      }
    >
      {t(`subscription.openBill.${bill.status === 'unpaid' ? 'unpaid' : 'pending'}`, {
        number: bill.number,
        amount,
      })}
    </Alert>
  );
}

function Feature({ isIncluded = true, children }: { isIncluded?: boolean; children: string }) {
  return (
    <ListItem disableGutters dense>
      <ListItemIcon sx={{ minWidth: 32 }}>
        {isIncluded ? (
          <DoneIcon fontSize="small" color="success" aria-hidden />
        ) : (
          <RemoveIcon fontSize="small" color="disabled" aria-hidden />
        )}
      </ListItemIcon>
      <ListItemText primary={children} />
    </ListItem>
  );
}

function PlanCard({
  plan,
  isCurrent,
  canBuy,
}: {
  plan: SubscriptionPlan;
  isCurrent: boolean;
  canBuy: boolean;
}) {
  const { t, i18n } = useTranslation('bills');
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const titleId = `plan-${plan.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', borderColor: isCurrent ? 'primary.main' : undefined }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h6" component="h3">
            {plan.name}
          </Typography>
          {isCurrent && <Chip size="small" color="primary" label={t('subscription.current')} />}
        </Stack>
        {plan.description && (
          <Typography variant="body2" color="text.secondary">
            {plan.description}
          </Typography>
        )}
        <Typography variant="h4" component="p" sx={{ mt: 2, fontWeight: 600 }}>
          {formatMoney(plan.price, plan.currency, i18n.language)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('subscription.priceNote', { count: plan.durationDays })}
        </Typography>
        <List dense sx={{ mt: 1 }}>
          <Feature>
            {t('subscription.features.events', { count: plan.maxEvents, n: number(plan.maxEvents) })}
          </Feature>
          <Feature>
            {t('subscription.features.albums', {
              count: plan.maxAlbumsPerEvent,
              n: number(plan.maxAlbumsPerEvent),
            })}
          </Feature>
          <Feature>
            {t('subscription.features.posts', {
              count: plan.maxPostsPerAlbum,
              n: number(plan.maxPostsPerAlbum),
            })}
          </Feature>
          <Feature>
            {t('subscription.features.storage', { size: formatBytes(plan.storageQuotaBytes, i18n.language) })}
          </Feature>
          <Feature isIncluded={plan.videoAllowed}>
            {t(plan.videoAllowed ? 'subscription.features.video' : 'subscription.features.noVideo')}
          </Feature>
        </List>
      </CardContent>
      {canBuy && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            component={RouterLink}
            to={paths.subscriptionCart(plan.id)}
            variant={isCurrent ? 'contained' : 'outlined'}
            fullWidth
            aria-label={t(isCurrent ? 'subscription.renewPlan' : 'subscription.buyPlan', { name: plan.name })}
          >
            {t(isCurrent ? 'subscription.renew' : 'subscription.buy')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

export function SubscriptionPage() {
  const { t } = useTranslation('bills');
  const accountType = useSession()?.userData.accountType ?? undefined;
  const plans = useQuery(plansQuery(accountType));
  const plan = useQuery(ownPlanQuery());
  const bills = useQuery(recentBillsQuery(RECENT_BILLS));
  const openBills = bills.data?.items.filter(isOpen) ?? [];
  const currentName = plan.data?.subscription?.planName;

  return (
    <Stack spacing={3}>
      <PageHeader title={t('subscription.title')} subtitle={t('subscription.subtitle')} />
      {openBills.map((bill) => (
        <OpenBill key={bill.id} bill={bill} />
      ))}
      <Card component="section" aria-labelledby="current-plan-title">
        <CardContent>
          <Typography id="current-plan-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('subscription.currentTitle')}
          </Typography>
          {plan.isPending ? (
            <PageLoading />
          ) : plan.isError ? (
            <LoadError error={plan.error} onRetry={() => void plan.refetch()} />
          ) : (
            <PlanSummary plan={plan.data} />
          )}
        </CardContent>
      </Card>
      <Stack component="section" aria-labelledby="plans-title" spacing={2}>
        <Typography id="plans-title" variant="h5" component="h2">
          {t('subscription.plansTitle')}
        </Typography>
        {!accountType && <Alert severity="info">{t('subscription.staffNote')}</Alert>}
        {plans.isPending ? (
          <PageLoading />
        ) : plans.isError ? (
          <LoadError error={plans.error} onRetry={() => void plans.refetch()} />
        ) : plans.data.items.length === 0 ? (
          <Typography color="text.secondary">{t('subscription.noPlans')}</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {plans.data.items.map((item) => (
              <PlanCard
                key={item.id}
                plan={item}
                isCurrent={item.name === currentName}
                canBuy={accountType !== undefined}
              />
            ))}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
