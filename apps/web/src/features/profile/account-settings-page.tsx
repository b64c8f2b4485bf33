// Account settings (SPEC §2): /profile/settings and /pages/account-settings/{tab}, one tab each
// for account, security, billing-plans, notification and connection. Every signed-in user.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import BookmarkBorderOutlinedIcon from '@mui/icons-material/BookmarkBorderOutlined';
import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import { paths } from '@hatira/shared/paths';

export const SETTINGS_TABS = ['account', 'security', 'billing-plans', 'notification', 'connection'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const ICONS = {
  account: PersonOutlineOutlinedIcon,
  security: LockOpenOutlinedIcon,
  'billing-plans': BookmarkBorderOutlinedIcon,
  notification: NotificationsNoneOutlinedIcon,
  connection: DevicesOutlinedIcon,
} as const;

const PANELS = {
  account: lazy(() => import('./account-tab').then((m) => ({ default: m.AccountTab }))),
  security: lazy(() => import('./security-tab').then((m) => ({ default: m.SecurityTab }))),
  'billing-plans': lazy(() => import('./billing-tab').then((m) => ({ default: m.BillingTab }))),
  notification: lazy(() => import('./notification-tab').then((m) => ({ default: m.NotificationTab }))),
  connection: lazy(() => import('./connection-tab').then((m) => ({ default: m.ConnectionTab }))),
} as const;

const isTab = (value: string | undefined): value is SettingsTab =>
  (SETTINGS_TABS as readonly string[]).includes(value ?? '');

export function AccountSettingsPage() {
  const { t } = useTranslation('profile');
  const { tab } = useParams();
  // /profile/settings opens the account tab; an unknown tab goes there too.
  if (tab !== undefined && !isTab(tab)) return <Navigate to={paths.accountSettings('account')} replace />;
  const current: SettingsTab = tab ?? 'account';
  const Panel = PANELS[current];
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('settings.title')}
      </Typography>
      <Tabs
        value={current}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('settings.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {SETTINGS_TABS.map((key) => {
          const Icon = ICONS[key];
          return (
            <Tab
              key={key}
              value={key}
              component={RouterLink}
              to={paths.accountSettings(key)}
              icon={<Icon fontSize="small" />}
              iconPosition="start"
              label={t(`tabs.${key}`)}
              id={`settings-tab-${key}`}
              aria-controls="settings-panel"
            />
          );
        })}
      </Tabs>
      <div id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${current}`}>
        <Suspense
          fallback={
            <Stack sx={{ alignItems: 'center', py: 6 }}>
              <CircularProgress aria-label={t('common:loading')} />
            </Stack>
          }
        >
          <Panel />
        </Suspense>
      </div>
    </Stack>
  );
}
