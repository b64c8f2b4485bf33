// Sign-in, registration and password reset (blank layout). The forms' validation and error texts
// load when the user first touches a form (lib/lazy-zod-resolver.ts).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

export const authRoutes = [
  page(PAGES.login, () => import('./login-page'), 'LoginPage'),
  page(PAGES.register, () => import('./register-page'), 'RegisterPage'),
  page(PAGES.forgotPassword, () => import('./forgot-password-page'), 'ForgotPasswordPage'),
  page(PAGES.resetPassword, () => import('./reset-password-page'), 'ResetPasswordPage'),
];
