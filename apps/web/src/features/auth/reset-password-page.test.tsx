import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { jsonResponse, renderRoutes, resetBrowserState, stubFetch } from '../../test-utils';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

const routes: RouteObject[] = [
  { path: '/login', Component: LoginPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/forgot-password/reset/:token', Component: ResetPasswordPage },
];

beforeEach(resetBrowserState);
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

describe('password reset', () => {
  it('answers the forgotten-password form with the same neutral message', async () => {
    const requests = stubFetch(() => jsonResponse({ ok: true }, 202));
    const { user } = await renderRoutes(routes, { language: 'en', initialEntries: ['/forgot-password'] });

    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "If an account exists for this address, we've sent it a link to reset the password. The link is valid for 1 hour.",
    );
    expect(requests[0]).toMatchObject({
      path: '/api/auth/forgot-password',
      body: { email: 'nobody@example.com' },
    });
  });

  it('refuses different passwords before asking the server', async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }));
    const { user } = await renderRoutes(routes, {
      language: 'tr',
      initialEntries: ['/forgot-password/reset/abc'],
    });

    await user.type(await screen.findByLabelText('Şifre'), 'yeni-sifre-123');
    await user.type(screen.getByLabelText('Şifre (tekrar)'), 'baska-sifre-123');
    await user.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }));

    expect(await screen.findByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sets the new password and sends the user to sign in with a notice', async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }));
    const { user, router } = await renderRoutes(routes, {
      language: 'en',
      initialEntries: ['/forgot-password/reset/tok%2Den'],
    });

    await user.type(await screen.findByLabelText('Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(
      await screen.findByText('Your password has been changed. You can now sign in with your new password.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(requests[0]).toMatchObject({
      path: '/api/auth/reset-password',
      body: { token: 'tok-en', password: 'new-password-1' },
    });
  });

  it('explains an expired link and offers a new one', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'RESET_TOKEN_INVALID',
            message: 'This password reset link is invalid or has expired.',
          },
        },
        400,
      ),
    );
    const { user } = await renderRoutes(routes, {
      language: 'tr',
      initialEntries: ['/forgot-password/reset/old'],
    });

    await user.type(await screen.findByLabelText('Şifre'), 'yeni-sifre-123');
    await user.type(screen.getByLabelText('Şifre (tekrar)'), 'yeni-sifre-123');
    await user.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş.',
    );
    expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('welcomes an invited person, and tells them their password is set', async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }));
    const { user, router } = await renderRoutes(routes, {
      language: 'en',
      initialEntries: ['/forgot-password/reset/invite-token?invitation=1'],
    });

    expect(await screen.findByRole('heading', { name: /Welcome to Hatıra/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'first-password-1');
    await user.type(screen.getByLabelText('Confirm password'), 'first-password-1');
    await user.click(screen.getByRole('button', { name: 'Set my password and continue' }));

    expect(
      await screen.findByText(
        'Your password is set. You can now sign in with your email address and password.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(requests[0]).toMatchObject({ body: { token: 'invite-token', password: 'first-password-1' } });
  });
});
