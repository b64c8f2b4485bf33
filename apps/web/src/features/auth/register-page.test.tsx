import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { redirect, type RouteObject } from 'react-router';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import { homePathFor } from '../../lib/redirect-target';
import { getSession } from '../../lib/session';
import { authResponse, jsonResponse, renderRoutes, resetBrowserState, stubFetch } from '../../test-utils';
import { RegisterPage } from './register-page';

/** The app's pages around the auth pages, as stand-ins: `/` goes to the role's home like the real root route. */
const appStandIns: RouteObject[] = [
  { path: '/', loader: () => redirect(homePathFor(getSession()?.userData.role ?? '')) },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
  { path: '/access-control', element: <h1>Access control page</h1> },
];

const routes: RouteObject[] = [...appStandIns, { path: '/register', Component: RegisterPage }];

beforeEach(resetBrowserState);
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

async function fillForm(
  user: Awaited<ReturnType<typeof renderRoutes>>['user'],
  labels = { username: 'Kullanıcı adı', email: 'E-posta', password: 'Şifre' },
) {
  await user.type(await screen.findByLabelText(labels.username), 'ayse.mehmet');
  await user.type(screen.getByLabelText(labels.email), 'ayse@example.com');
  await user.type(screen.getByLabelText(labels.password), 'uzun-bir-sifre');
}

describe('RegisterPage', () => {
  it('validates with the shared rules, in the UI language', async () => {
    stubFetch(() => jsonResponse({}, 500));
    const { user } = await renderRoutes(routes, { language: 'tr', initialEntries: ['/register'] });

    await user.type(await screen.findByLabelText('Kullanıcı adı'), 'a b');
    await user.type(screen.getByLabelText('Şifre'), 'kısa');
    await user.click(screen.getByRole('button', { name: 'Hesap oluştur' }));

    expect(
      await screen.findByText('Yalnızca harf, rakam, nokta, tire veya alt çizgi kullanın'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bu alan zorunludur')).toBeInTheDocument();
    expect(screen.getByText('En az 8 karakter olmalıdır')).toBeInTheDocument();
  });

  it('creates a corporate account, signs in and lands on the dashboard', async () => {
    const auth = authResponse(
      { role: 'subscriber', accountType: 'corporate', fullName: 'ayse.mehmet' },
      BUILT_IN_ROLES.subscriber.rules,
    );
    const requests = stubFetch((request) =>
      request.path === '/api/auth/register'
        ? jsonResponse(auth, 201)
        : jsonResponse({ userData: auth.userData, userAbilityRules: auth.userAbilityRules }),
    );
    const { user, router } = await renderRoutes(routes, { language: 'tr', initialEntries: ['/register'] });

    await fillForm(user);
    await user.click(screen.getByRole('radio', { name: /Kurumsal/ }));
    await user.click(screen.getByRole('button', { name: 'Hesap oluştur' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/register',
      body: {
        username: 'ayse.mehmet',
        email: 'ayse@example.com',
        password: 'uzun-bir-sifre',
        accountType: 'corporate',
      },
    });
    expect(requests[0]?.headers.get('Accept-Language')).toBe('tr');
    expect(getSession()?.userData.accountType).toBe('corporate');
  });

  it('puts a taken email on the email field, translated', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'EMAIL_TAKEN',
            message: 'This email address is already registered.',
            fields: { email: 'This email address is already registered.' },
          },
        },
        409,
      ),
    );
    const { user } = await renderRoutes(routes, { language: 'de', initialEntries: ['/register'] });

    await fillForm(user, { username: 'Benutzername', email: 'E-Mail', password: 'Passwort' });
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    expect(await screen.findByText('Diese E-Mail-Adresse ist bereits registriert.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});
