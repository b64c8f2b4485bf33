// Who the user is: the welcome banner every dashboard starts with, and for users without numbers
// to show (the demo client, custom roles) their account details and the areas they may open.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { alpha } from '@mui/material/styles';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { FIRST_ADMIN_FULL_NAME, type Action, type Subject } from '@hatira/shared/abilities';
import type { UserData } from '@hatira/shared/auth';
import { paths } from '@hatira/shared/paths';
import { useAbility } from '../../lib/ability';

interface AreaLink {
  key: string;
  to: string;
  action: Action;
  subject: Subject;
  icon: ComponentType<SvgIconProps>;
}

/** The areas a user may open from here; each card shows only when the user's rules allow it. */
const AREAS: readonly AreaLink[] = [
  { key: 'dashboard', to: paths.dashboard, action: 'view', subject: 'static', icon: SpaceDashboardOutlined },
  {
    key: 'accessControl',
    to: paths.accessControl,
    action: 'read',
    subject: 'AclDemo',
    icon: AdminPanelSettingsOutlined,
  },
];

function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase());
  return letters.join('') || '?';
}

function AccountDetails({ user }: { user: UserData }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const rows: [string, string][] = [
    [t('account.username'), user.username],
    [t('account.email'), user.email],
    [t('account.role'), t(`common:roles.${user.role}`, { defaultValue: user.role })],
  ];
  if (user.accountType) rows.push([t('account.accountType'), t(`common:accountTypes.${user.accountType}`)]);

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('account.title')}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1.5 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function AreaCard({ area }: { area: AreaLink }) {
  const { t } = useTranslation('dashboard');
  const Icon = area.icon;
  const isCurrent = area.to === paths.dashboard;
  const content = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 1.5,
          color: 'primary.main',
          backgroundColor: alpha(theme.palette.primary.main, 0.12),
        })}
      >
        <Icon aria-hidden />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 0.5 }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t(`areas.${area.key}.title`)}
          </Typography>
          {isCurrent && <Chip size="small" label={t('areas.current')} color="primary" variant="outlined" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t(`areas.${area.key}.description`)}
        </Typography>
      </Box>
    </CardContent>
  );

  return (
    <Card sx={{ height: '100%' }}>
      {isCurrent ? (
        <Box aria-current="page">{content}</Box>
      ) : (
        <CardActionArea component={RouterLink} to={area.to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      )}
    </Card>
  );
}

/** The greeting with the user's name, avatar and role. */
export function WelcomeCard({ user, subtitle }: { user: UserData; subtitle: string }) {
  const { t } = useTranslation(['dashboard', 'common']);
  // The first admin's seeded name is a word, not a name: it greets in the reader's language.
  const name =
    user.fullName === FIRST_ADMIN_FULL_NAME ? t('common:roles.admin') : user.fullName || user.username;
  return (
    <Card
      sx={(theme) => ({
        color: 'primary.contrastText',
        backgroundImage: `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
      })}
    >
      <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', p: { xs: 3, sm: 4 } }}>
        <Avatar
          src={user.avatar ?? undefined}
          alt=""
          sx={{
            display: { xs: 'none', sm: 'flex' },
            width: 64,
            height: 64,
            fontSize: '1.5rem',
            bgcolor: 'rgba(255,255,255,0.2)',
            color: 'inherit',
          }}
        >
          {initialsOf(name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {t('welcome', { name })}
          </Typography>
          <Typography sx={{ opacity: 0.9, mt: 0.5 }}>{subtitle}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={t(`common:roles.${user.role}`, { defaultValue: user.role })}
              sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,0.18)' }}
            />
            {user.accountType && (
              <Chip
                size="small"
                label={t(`common:accountTypes.${user.accountType}`)}
                sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,0.18)' }}
              />
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Account details and the areas the user may open, for a dashboard without numbers. */
export function AccountOverview({ user }: { user: UserData }) {
  const { t } = useTranslation('dashboard');
  const ability = useAbility();
  const areas = AREAS.filter((area) => ability.can(area.action, area.subject));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
        alignItems: 'start',
      }}
    >
      <AccountDetails user={user} />
      <Box component="section" aria-labelledby="dashboard-areas">
        <Typography id="dashboard-areas" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('areas.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {areas.map((area) => (
            <AreaCard key={area.key} area={area} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
