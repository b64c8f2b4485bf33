// Every user's own profile and account settings.
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const settings = () => import('./account-settings-page');
// `billing`: the plan and bills of the billing tab (components/billing).
const NAMESPACES = ['profile', 'billing'];

export const profileRoutes = [
  page(PAGES.profileSettings, settings, 'AccountSettingsPage', NAMESPACES),
  page(PAGES.accountSettings, settings, 'AccountSettingsPage', NAMESPACES),
  page(PAGES.userProfile, () => import('./user-profile-page'), 'UserProfilePage', NAMESPACES),
];
