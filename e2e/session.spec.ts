import { expect, test } from '@playwright/test';
import { latestMailTo, registerThroughApi, signInThroughForm } from './support';

test('a session revoked on the server sends the user to sign in, with a notice shown once', async ({
  page,
  request,
}) => {
  const user = await registerThroughApi(request);
  await page.goto('/login');
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A password reset revokes every session of the account, on the server.
  expect((await request.post('/api/auth/forgot-password', { data: { email: user.email } })).status()).toBe(
    202,
  );
  await expect.poll(() => latestMailTo(user.email).catch(() => '')).toContain('/forgot-password/reset/');
  const token = /\/forgot-password\/reset\/([\w-]+)/.exec(await latestMailTo(user.email))![1];
  expect(
    (
      await request.post('/api/auth/reset-password', { data: { token, password: 'a-new-password-1' } })
    ).status(),
  ).toBe(204);

  // The next request the app makes answers 401: storage is cleared and the app goes to /login.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.')).toBeVisible();

  // The notice is shown once.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  await expect(page.getByText('Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.')).toHaveCount(0);

  // And the new password works.
  await signInThroughForm(page, user.email, 'a-new-password-1');
  await expect(page).toHaveURL(/\/dashboard$/);
});
