// Shown to an event owner whose plan is not in force (a customer: their subscriber's), on the
// dashboard and every event page: guests cannot post until there is one. The server already
// answers this on the dashboard (`subscription: null`), so the warning reads that cached answer.
// A subscriber's button leads to the subscription page, where they buy or renew one.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@hatira/shared/paths';
import { mayOpenPage, PAGES } from '@hatira/shared/pages';
import { useAbility, useCan } from '../../lib/ability';
import { dashboardQueryOptions } from '../../lib/dashboard-query';
import { useSession } from '../../lib/session';

export function PlanWarning() {
  const { t } = useTranslation('common');
  const hasSession = !!useSession();
  // Who may buy their own plan (a subscriber) gets the way to it; a customer asks their organiser.
  const buysOwnPlan = mayOpenPage(PAGES.subscription.access, hasSession, useAbility());
  // Only the owners' areas have a plan to warn about; staff and custom roles ask nothing.
  const readsOwnerArea = useCan('read', 'subscriber');
  const readsCustomerArea = useCan('read', 'customer');
  const dashboard = useQuery({
    ...dashboardQueryOptions(),
    enabled: hasSession && (readsOwnerArea || readsCustomerArea),
  });
  const data = dashboard.data;
  if (data?.kind !== 'owner' || data.subscription) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{t('planWarning.title')}</AlertTitle>
      {t(buysOwnPlan ? 'planWarning.owner' : 'planWarning.customer')}
      {buysOwnPlan && (
        <Box sx={{ mt: 1.5 }}>
          <Button
            component={RouterLink}
            to={paths.subscription}
            variant="outlined"
            color="inherit"
            size="small"
          >
            {t('planWarning.action')}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
