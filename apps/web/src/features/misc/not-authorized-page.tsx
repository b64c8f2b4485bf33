import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { paths } from '@hatira/shared/paths';
import { safeRedirectTarget } from '../../lib/redirect-target';
import { useSession } from '../../lib/session';
import { endSession } from '../../lib/sign-out';
import { MiscMessage } from './misc-message';

export function NotAuthorizedPage() {
  const { t } = useTranslation('misc');
  const isSignedIn = useSession() !== null;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [isSigningOut, setIsSigningOut] = useState(false);

  // The guard put the refused page in `to`: another user may sign in and land there.
  const target = safeRedirectTarget(searchParams.get('to'));
  const loginPath = target ? `${paths.login}?${new URLSearchParams({ to: target }).toString()}` : paths.login;

  const handleSwitchUser = async () => {
    setIsSigningOut(true);
    await endSession();
    await navigate(loginPath, { replace: true });
  };

  return (
    <MiscMessage
      code="401"
      icon={<LockOutlined />}
      title={t('notAuthorized.title')}
      text={t('notAuthorized.text')}
      actions={
        <>
          <Button component={RouterLink} to={paths.home} variant="contained">
            {t('backHome')}
          </Button>
          {isSignedIn ? (
            <Button variant="outlined" loading={isSigningOut} onClick={() => void handleSwitchUser()}>
              {t('notAuthorized.switchUser')}
            </Button>
          ) : (
            <Button component={RouterLink} to={loginPath} variant="outlined">
              {t('notAuthorized.signIn')}
            </Button>
          )}
        </>
      }
    />
  );
}
