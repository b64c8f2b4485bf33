import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { redirect, type RouteObject } from 'react-router';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import type { AuthResponse } from '@hatira/shared/auth';
import { LOGIN_FAILED_MESSAGE } from '@hatira/shared/errors';
import { homePathFor } from '../../lib/redirect-target';
import { getSession } from '../../lib/session';
import { setItem } from '../../lib/storage';
import { authResponse, jsonResponse, renderRoutes, resetBrowserState, stubFetch } from '../../test-utils';
import { LoginPage } from './login-page';

/** The app's pages around the auth pages, as stand-ins: `/` goes to the role's home like the real root route. */
const appStandIns: RouteObject[] = [
  { path: '/', loader: () => redirect(homePathFor(getSession()?.userData.role ?? '')) },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
  { path: '/access-control', element: <h1>Access control page</h1> },
];

const routes: RouteObject[] = [
  ...appStandIns,
  { path: '/login', Component: LoginPage },
  { path: '/register', element: <h1>Register page</h1> },
];

/** The server after a successful sign-in: the login answer, then the session refresh. */
function signedInServer(auth: AuthResponse) {
  return stubFetch((request) =>
    request.path === '/api/auth/login'
      ? jsonResponse(auth, 201)
      : jsonResponse({ userData: auth.userData, userAbilityRules: auth.userAbilityRules }),
  );
}

beforeEach(resetBrowserState);
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

async function fillAndSubmit(
  user: Awaited<ReturnType<typeof renderRoutes>>['user'],
  labels: { email: string; password: string; submit: string },
) {
  await user.type(screen.getByLabelText(labels.email), 'ayse@example.com');
  await user.type(screen.getByLabelText(labels.password), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('LoginPage', () => {
  it('shows the field errors in Turkish when submitted empty, without calling the server', async () => {
    const requests = stubFetch(() => jsonResponse({}, 500));
    const { user } = await renderRoutes(routes, { language: 'tr', initialEntries: ['/login'] });

    await user.click(await screen.findByRole('button', { name: 'Giriş yap' }));

    expect(await screen.findAllByText('Bu alan zorunludur')).toHaveLength(2);
    expect(screen.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-posta')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('ties each error text to its field, for screen readers', async () => {
    stubFetch(() => jsonResponse({}, 500));
    const { user } = await renderRoutes(routes, { language: 'tr', initialEntries: ['/login'] });

    await user.type(await screen.findByLabelText('E-posta'), 'e-posta-değil');
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));

    expect(await screen.findByLabelText('E-posta')).toHaveAccessibleDescription(
      'Geçerli bir e-posta adresi girin',
    );
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Bu alan zorunludur');
    expect(screen.getByLabelText('Şifre')).toBeRequired();
  });

  it('shows the field errors in English, including the email format', async () => {
    stubFetch(() => jsonResponse({}, 500));
    const { user } = await renderRoutes(routes, { language: 'en', initialEntries: ['/login'] });

    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('switches the messages when the language changes', async () => {
    stubFetch(() => jsonResponse({}, 500));
    const { user } = await renderRoutes(routes, { language: 'en', initialEntries: ['/login'] });

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findAllByText('Dieses Feld ist erforderlich')).toHaveLength(2);
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
  });

  it.each([
    ['tr', { email: 'E-posta', password: 'Şifre', submit: 'Giriş yap' }, 'Geçersiz e-posta veya şifre'],
    ['en', { email: 'Email', password: 'Password', submit: 'Sign in' }, 'Invalid email or password'],
    [
      'ru',
      { email: 'Эл. почта', password: 'Пароль', submit: 'Войти' },
      'Неверный адрес электронной почты или пароль',
    ],
  ] as const)(
    'shows the translated LOGIN_FAILED message (%s) and stays signed out',
    async (language, labels, message) => {
      const requests = stubFetch(() => jsonResponse({ errors: { email: [LOGIN_FAILED_MESSAGE] } }, 400));
      const { user, router } = await renderRoutes(routes, { language, initialEntries: ['/login'] });

      await screen.findByLabelText(labels.email);
      await fillAndSubmit(user, labels);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(requests).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/api/auth/login',
          body: { email: 'ayse@example.com', password: 'correct horse battery' },
        }),
      ]);
      expect(getSession()).toBeNull();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('translates other error codes (inactive account, too many attempts)', async () => {
    let answer = jsonResponse(
      { error: { code: 'ACCOUNT_INACTIVE', message: 'This account is not active. Please contact us.' } },
      403,
    );
    stubFetch(() => answer);
    const { user } = await renderRoutes(routes, { language: 'tr', initialEntries: ['/login'] });
    const labels = { email: 'E-posta', password: 'Şifre', submit: 'Giriş yap' };

    await screen.findByLabelText(labels.email);
    await fillAndSubmit(user, labels);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu hesap etkin değil. Lütfen bizimle iletişime geçin.',
    );

    answer = jsonResponse(
      { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' } },
      429,
    );
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla deneme yapıldı.');
  });

  it('shows the session-expired notice once', async () => {
    setItem('session-expired', 'true');
    const first = await renderRoutes(routes, { language: 'en', initialEntries: ['/login'] });
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    first.unmount();

    await renderRoutes(routes, { language: 'en', initialEntries: ['/login'] });
    await screen.findByLabelText('Email');
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
  });

  it('keeps the session-expired notice when its first render is thrown away', async () => {
    // Something beside the page suspends once (a lazy part, a translation loading): React drops
    // that render, the page's state with it, and renders again. The flag must still be there.
    let ready = false;
    const pending = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
      ready = true;
    });
    function SuspendsOnce() {
      if (!ready) throw pending;
      return null;
    }
    setItem('session-expired', 'true');
    await renderRoutes(
      [
        {
          path: '/login',
          element: (
            <Suspense>
              <LoginPage />
              <SuspendsOnce />
            </Suspense>
          ),
        },
      ],
      { language: 'en', initialEntries: ['/login'] },
    );
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('signs in, stores the session and goes to the page in `to`', async () => {
    const auth = authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules);
    signedInServer(auth);
    const { user, router } = await renderRoutes(routes, {
      language: 'en',
      initialEntries: ['/login?to=%2Faccess-control%3Ftab%3D1%23rules'],
    });

    await screen.findByLabelText('Email');
    await fillAndSubmit(user, { email: 'Email', password: 'Password', submit: 'Sign in' });

    expect(await screen.findByRole('heading', { name: 'Access control page' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/access-control',
      search: '?tab=1',
      hash: '#rules',
    });
    expect(getSession()).toMatchObject({
      accessToken: auth.accessToken,
      userData: auth.userData,
      abilityRules: auth.userAbilityRules,
    });
  });

  it.each([
    ['//evil.example/steal', 'admin', BUILT_IN_ROLES.admin.rules, '/dashboard'],
    ['https://evil.example', 'client', BUILT_IN_ROLES.client.rules, '/access-control'],
    ['/\\evil.example', 'subscriber', BUILT_IN_ROLES.subscriber.rules, '/dashboard'],
  ] as const)('ignores the off-site `to` %j and goes to the role’s home', async (to, role, rules, home) => {
    signedInServer(authResponse({ role }, rules));
    const { user, router } = await renderRoutes(routes, {
      language: 'en',
      initialEntries: [`/login?to=${encodeURIComponent(to)}`],
    });

    await screen.findByLabelText('Email');
    await fillAndSubmit(user, { email: 'Email', password: 'Password', submit: 'Sign in' });

    expect(
      await screen.findByRole('heading', { name: /^(Dashboard|Access control) page$/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(home);
  });

  it('shows and hides the password', async () => {
    const { user } = await renderRoutes(routes, { language: 'en', initialEntries: ['/login'] });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');

    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to registration keeping `to`, and to the forgotten-password page', async () => {
    await renderRoutes(routes, { language: 'tr', initialEntries: ['/login?to=%2Faccess-control'] });
    expect(await screen.findByRole('link', { name: 'Hesap oluşturun' })).toHaveAttribute(
      'href',
      '/register?to=%2Faccess-control',
    );
    expect(screen.getByRole('link', { name: 'Şifrenizi mi unuttunuz?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
