// /pages/user-profile/{tab}: the signed-in user's own profile at a glance (SPEC §2 redirects
// /pages/user-profile to its profile tab), with the way to the account settings.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translateApiError } from '../../lib/form-errors';
import { profileQuery } from './profile.api';
import { paths } from '@hatira/shared/paths';

export function UserProfilePage() {
  const { t, i18n } = useTranslation('profile');
  const profile = useQuery(profileQuery());
  if (profile.isPending)
    return (
      <Stack sx={{ alignItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Stack>
    );
  if (profile.isError) return <Alert severity="error">{translateApiError(t, profile.error)}</Alert>;
  const me = profile.data;
  const rows: [string, string | null][] = [
    [t('fields.username'), `@${me.username}`],
    [t('fields.email'), me.email],
    [t('fields.phone'), me.phone],
    [t('fields.company'), me.company],
    [t('overview.role'), t(`layout:roles.${me.role}`, { defaultValue: me.role })],
    [
      t('overview.memberSince'),
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(me.createdAt)),
    ],
  ];
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('overview.title')}
      </Typography>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <Avatar
              src={me.avatar ?? undefined}
              alt=""
              variant="rounded"
              sx={{ width: 96, height: 96, fontSize: 36 }}
            >
              {me.fullName.slice(0, 1)}
            </Avatar>
            <div>
              <Typography variant="h5" component="h2">
                {me.fullName}
              </Typography>
              <Stack component="dl" spacing={0.5} sx={{ m: 0, mt: 1 }}>
                {rows
                  .filter(([, value]) => value)
                  .map(([label, value]) => (
                    <Stack key={label} direction="row" spacing={1}>
                      <Typography component="dt" fontWeight={500}>
                        {label}:
                      </Typography>
                      <Typography component="dd" sx={{ m: 0 }} color="text.secondary">
                        {value}
                      </Typography>
                    </Stack>
                  ))}
              </Stack>
            </div>
          </Stack>
          <Button
            component={RouterLink}
            to={paths.accountSettings('account')}
            variant="contained"
            sx={{ mt: 3 }}
          >
            {t('overview.edit')}
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
