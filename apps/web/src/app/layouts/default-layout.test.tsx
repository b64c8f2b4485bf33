import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BUILT_IN_ROLES, type AbilityRule } from '@hatira/shared/abilities';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { getPreferences, resetPreferences, updatePreferences } from '../../lib/preferences';
import { clearSession, saveSession } from '../../lib/session';
import { jsonResponse, stubFetch } from '../../test-utils';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { DefaultLayout } from './default-layout';

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  resetPreferences();
  clearSession();
  await changeLanguage('tr');
});

function signIn(role: 'admin' | 'client', rules: AbilityRule[]) {
  saveSession({
    accessToken: 'token',
    userAbilityRules: rules,
    userData: {
      id: '1',
      fullName: 'ayşe nur yıldız',
      username: 'ayse',
      email: 'ayse@example.com',
      role,
      avatar: null,
      accountType: null,
      language: 'tr',
    },
  });
}

function renderLayout(path = '/dashboard') {
  const router = createMemoryRouter(
    [
      {
        element: <DefaultLayout />,
        children: [
          { path: 'dashboard', element: <h1>Dashboard page</h1> },
          { path: 'access-control', element: <h1>Access control page</h1> },
          { path: 'login', element: <h1>Login page</h1> },
          { path: '*', element: <h1>Another page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
  return router;
}

describe('DefaultLayout', () => {
  // An admin's menu has every item now (SPEC §2), and a language change loads each namespace in
  // use: slow on a shared two-core machine.
  vi.setConfig({ testTimeout: 60_000 });
  it('shows only the navigation items the user may open (SPEC §2)', () => {
    signIn('client', BUILT_IN_ROLES.client.rules);
    renderLayout('/access-control');
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).getByRole('link', { name: 'Erişim Kontrolü' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'Kontrol Paneli' })).toBeNull();
    expect(within(nav).queryByText('Kontrol Panelleri')).toBeNull();
  });

  it('marks exactly one menu item as the current page: the deepest match', () => {
    signIn('admin', BUILT_IN_ROLES.admin.rules);
    renderLayout('/medias/albums/edit/1');
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', '/medias/albums');
  });

  it('shows the number of posts awaiting approval beside the moderation item', async () => {
    stubFetch((request) =>
      request.path === '/api/posts/pending-count'
        ? jsonResponse({ count: 3 })
        : new Response(null, { status: 204 }),
    );
    signIn('admin', BUILT_IN_ROLES.admin.rules);
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    const link = await within(nav).findByRole('link', {
      name: /^Paylaşım Yönetimi\s*, Onay bekleyen 3 paylaşım$/,
    });
    expect(link).toHaveAttribute('href', '/medias-management');
    expect(link).toHaveTextContent('3');
  });

  it('switches the theme and the language from the header, by their accessible names', async () => {
    const user = userEvent.setup();
    signIn('admin', BUILT_IN_ROLES.admin.rules);
    renderLayout();

    await user.click(screen.getByRole('button', { name: 'Tema' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Açık',
      'Koyu',
      'Sistem',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Koyu' }));
    expect(getPreferences().theme).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Dil' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Türkçe',
      'English',
      'Deutsch',
      'Русский',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Sprache' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Design' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('has a notifications menu with a real empty state and a user menu with initials and role', async () => {
    stubFetch((request) =>
      request.path === '/api/notifications'
        ? jsonResponse({ items: [], nextCursor: null, unreadCount: 0 })
        : new Response(null, { status: 204 }),
    );
    const user = userEvent.setup();
    signIn('admin', BUILT_IN_ROLES.admin.rules);
    renderLayout();

    await user.click(screen.getByRole('button', { name: 'Bildirimler' }));
    const panel = screen.getByRole('dialog', { name: 'Bildirimler' });
    expect(await within(panel).findByText('Henüz bildirim yok')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const account = screen.getByRole('button', { name: 'Hesap menüsü: ayşe nur yıldız' });
    expect(account).toHaveTextContent('AY');
    await user.click(account);
    expect(screen.getByText('Yönetici')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Çıkış yap' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('puts the user menu at the bottom of the vertical navigation when the navbar is hidden', async () => {
    const user = userEvent.setup();
    signIn('admin', BUILT_IN_ROLES.admin.rules);
    updatePreferences({ navbarType: 'hidden' });
    renderLayout();

    expect(screen.queryByRole('banner')).toBeNull(); // the whole header is gone
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    const account = within(nav).getByRole('button', { name: 'Hesap menüsü: ayşe nur yıldız' });
    expect(account).toHaveTextContent('AY');
    expect(account).toHaveTextContent('ayşe nur yıldız');
    expect(account).toHaveTextContent('Yönetici');
    expect(screen.getAllByRole('button', { name: /^Hesap menüsü/ })).toHaveLength(1);

    await user.click(account);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profil',
      'Hesap ayarları',
      'Görünümü özelleştir',
      'Çıkış yap',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Çıkış yap' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('keeps the user menu in the header only, while the navbar is shown', () => {
    signIn('admin', BUILT_IN_ROLES.admin.rules);
    updatePreferences({ navbarType: 'static', verticalNavCollapsed: true });
    renderLayout();

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Hesap menüsü: ayşe nur yıldız' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).queryByRole('button', { name: /^Hesap menüsü/ })).toBeNull();
  });

  it('opens the search with Ctrl+K and moves through results with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    signIn('admin', BUILT_IN_ROLES.admin.rules);
    const router = renderLayout();

    await user.keyboard('{Control>}k{/Control}');
    const dialog = screen.getByRole('dialog', { name: 'Arama' });
    const input = within(dialog).getByRole('combobox', { name: 'Sayfa ara' });
    expect(input).toHaveFocus();
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby')),
    ).toHaveLength(2);

    const options = within(dialog).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Kontrol Paneli',
      // An admin may open every page, so every item appears (SPEC §2); five per group.
      'Erişim Kontrolü',
      'Etkinlik Sayfaları',
      'Etkinlik Sayfası Yönetimi',
      'Albümler',
      // The customer's page of the same name, told apart for staff who see both.
      'Müşteri Albümleri',
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/access-control');
  });

  it('filters the search by the translated title, case-insensitively', async () => {
    const user = userEvent.setup();
    signIn('admin', BUILT_IN_ROLES.admin.rules);
    renderLayout('/access-control');

    await user.click(screen.getByRole('button', { name: /Sayfalarda ara/ }));
    const dialog = screen.getByRole('dialog', { name: 'Arama' });
    await user.type(within(dialog).getByRole('combobox'), 'KONTROL P');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kontrol Paneli']);
    await user.type(within(dialog).getByRole('combobox'), 'xyz');
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    expect(within(dialog).getByRole('status')).toHaveTextContent('“KONTROL Pxyz” için sonuç bulunamadı.');
  });

  it('edits the preferences in the customizer and applies the horizontal-layout rule', async () => {
    const user = userEvent.setup();
    signIn('admin', BUILT_IN_ROLES.admin.rules);
    updatePreferences({ navbarType: 'hidden', verticalNavCollapsed: true });
    renderLayout();

    await user.click(screen.getByRole('button', { name: 'Tema özelleştiriciyi aç' }));
    const drawer = screen.getByRole('dialog', { name: 'Tema Özelleştirici' });
    await user.click(within(drawer).getByRole('button', { name: 'Yatay' }));
    expect(getPreferences()).toMatchObject({
      layout: 'horizontal',
      navbarType: 'sticky',
      verticalNavCollapsed: false,
    });

    const navbarGroup = within(drawer).getByRole('group', { name: 'Üst çubuk' });
    expect(within(navbarGroup).getByRole('button', { name: 'Gizli' })).toBeDisabled();
    expect(within(navbarGroup).getByRole('button', { name: 'Sabit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(drawer).getByRole('button', { name: 'Geniş' }));
    await user.click(within(drawer).getByRole('button', { name: 'Çerçeveli' }));
    await user.click(within(drawer).getByRole('button', { name: 'Mor' }));
    expect(getPreferences()).toMatchObject({
      contentWidth: 'wide',
      skin: 'bordered',
      primaryColorLight: '#6d5dd3',
    });

    await user.click(within(drawer).getByRole('button', { name: 'Varsayılanlara dön' }));
    expect(getPreferences()).toMatchObject({ layout: 'vertical', contentWidth: 'boxed', skin: 'default' });
  });
});
