// The guest pages' own entry: their route table with only the guest language files loaded (every
// text they show is there, in each language), and any other address handed to the admin app by
// a page load, without looping when the server sent this page for an address it does not have.
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { LANGUAGES, type Language } from '@hatira/shared/languages';
import { LEGAL_PAGE_ADDRESSES } from '@hatira/shared/legal-slugs';
import { INVITE_HASH, publicInvitation } from '../features/invitations/invite.test-support';
import { initShareI18n } from '../features/share/share-i18n';
import {
  apiError,
  eventHome,
  GENERAL,
  guestPost,
  HASH,
  json,
  photoMedia,
  PRIVATE,
  serve,
} from '../features/share/share.test-support';
import { changeLanguage, i18next } from '../lib/i18n';
import { clearStorage } from '../lib/storage';
import { isGuestPage, LEGAL_PAGE_PATHS } from './guest-paths';
import { NOT_FOUND_PATH } from './hand-over';
import { shareRoutes } from './share-router';

/** Texts asked for that the loaded language files do not have. */
const missing: string[] = [];

beforeAll(async () => {
  await initShareI18n();
  i18next.options.saveMissing = true;
  i18next.options.missingKeyHandler = (languages, namespace, key) =>
    missing.push(`${String(languages)} ${namespace}:${key}`);
});
beforeEach(() => {
  missing.length = 0;
  clearStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStorage();
});

/** The address bar of the document, with the two ways to leave it watched. */
function stubDocumentLocation(pathname: string) {
  const location = { ...window.location, pathname, search: '', assign: vi.fn(), replace: vi.fn() };
  vi.stubGlobal('location', location);
  return location;
}

async function open(path: string, language: Language = 'en') {
  await changeLanguage(language);
  const router = createMemoryRouter(shareRoutes, { initialEntries: [path] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

function serveEvent() {
  return serve((request) => {
    if (request.path === `/api/share/${HASH}`) return json(eventHome());
    if (request.path.startsWith(`/api/share/${HASH}/albums/${GENERAL}/posts`))
      return json({ items: [guestPost('p1', 'Ayşe', [photoMedia('m1')], 'Mutluluklar!')], nextCursor: null });
    if (request.path.startsWith(`/api/share/${HASH}/albums/${PRIVATE}/posts`))
      return apiError('ALBUM_PASSWORD_REQUIRED');
    if (request.path === `/api/invite/${INVITE_HASH}`) return json(publicInvitation());
    if (request.path.startsWith(`/api/invite/${INVITE_HASH}/messages`))
      return json({ items: [], nextCursor: null });
    if (request.path.startsWith('/api/legal-pages/kvkk?'))
      return json({
        slug: 'kvkk',
        language: 'tr',
        title: 'KVKK Aydınlatma Metni',
        body: 'Metin',
        html: '<p>Metin</p>',
        version: 1,
        isTemplate: true,
        updatedAt: '2025-05-01T10:00:00.000Z',
      });
    return apiError('ROUTE_NOT_FOUND');
  });
}

describe('the guest entry', () => {
  it.each(LANGUAGES)('shows every guest page in %s from the guest language files alone', async (language) => {
    serveEvent();
    for (const path of [
      `/s/${HASH}`,
      `/s/${HASH}/album/${GENERAL}`,
      `/s/${HASH}/post`,
      `/not-qr`,
      '/pages/kvkk',
      `/i/${INVITE_HASH}`,
    ]) {
      const router = await open(path, language);
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      await screen.findByRole('heading', { level: 1 });
      cleanup();
    }
    expect(i18next.hasResourceBundle(language, 'share')).toBe(true);
    expect(i18next.hasResourceBundle(language, 'auth')).toBe(false);
    expect(missing).toEqual([]);
  });

  it('opens the event, an album and the share form as the guest expects', async () => {
    serveEvent();
    await open(`/s/${HASH}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeInTheDocument();
    cleanup();

    await open(`/s/${HASH}/album/${GENERAL}`);
    expect(await screen.findByRole('button', { name: 'Photo shared by Ayşe' })).toBeInTheDocument();
    cleanup();

    await open(`/s/${HASH}/post`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Share Media' })).toBeInTheDocument();
    cleanup();

    await open(`/s/${HASH}/album/${PRIVATE}`);
    expect(await screen.findByLabelText('Album password')).toBeInTheDocument();
    cleanup();

    await open(`/i/${INVITE_HASH}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('follows its links inside the page, back to the event from the album too', async () => {
    serveEvent();
    const user = userEvent.setup();
    const router = await open(`/s/${HASH}`);

    await user.click(await screen.findByRole('link', { name: /General Shares/ }));
    expect(await screen.findByRole('button', { name: 'Photo shared by Ayşe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/s/${HASH}/album/${GENERAL}`);

    await user.click(screen.getByRole('link', { name: 'Home Page' }));
    expect(await screen.findByRole('link', { name: /Share Media/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/s/${HASH}`);
  });

  it('hands an address of the admin app over to it by a page load', async () => {
    const location = stubDocumentLocation(`/s/${HASH}`);
    await open('/login?to=%2Fqr');
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/login?to=%2Fqr'));
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('goes to the 404 page instead of loading itself again for an address it does not have', async () => {
    const location = stubDocumentLocation(`/s/${HASH}/gallery`);
    await open(`/s/${HASH}/gallery`);
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith(NOT_FOUND_PATH));
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('the guest addresses', () => {
  const guestPages = [
    `/s/${HASH}`,
    `/s/${HASH}/`,
    `/s/${HASH}/post`,
    `/s/${HASH}/album/${GENERAL}`,
    '/s/d%C3%BC%C4%9F%C3%BCn',
    '/not-qr',
    '/pages/distance-sales-contract',
    '/pages/pre-information-form',
    '/pages/kvkk',
    '/pages/privacy-policy',
    '/pages/terms-and-conditions/',
    '/terms-and-conditions',
    '/i/k7Qm2xPa9c',
    '/i/k7Qm2xPa9c/',
  ];
  const otherPages = [
    '/',
    '/login',
    '/s',
    '/s/',
    `/s/${HASH}/album`,
    `/s/${HASH}/gallery`,
    '/not-qr/x',
    '/qr',
    '/pages/account-settings/account',
    '/pages/misc/page-not-found',
    '/pages/cookies',
    '/legal-pages',
    '/legal-pages/edit/kvkk/tr',
    '/i',
    '/i/',
    '/i/k7Qm2xPa9c/messages',
    '/wedding/digital-invitation',
  ];

  it('hold the legal pages’ addresses as the shared list has them', () => {
    expect(LEGAL_PAGE_PATHS).toEqual(LEGAL_PAGE_ADDRESSES.map(({ path }) => path));
  });

  it('are exactly the guest routes, which the servers answer with share.html', () => {
    const isRouted = (path: string) => matchRoutes(shareRoutes, path)?.at(-1)?.route.path !== '*';
    for (const path of guestPages)
      expect({ path, guest: isGuestPage(path), routed: isRouted(path) }).toEqual({
        path,
        guest: true,
        routed: true,
      });
    for (const path of otherPages)
      expect({ path, guest: isGuestPage(path), routed: isRouted(path) }).toEqual({
        path,
        guest: false,
        routed: false,
      });
  });
});

describe('the guest language files', () => {
  const sources = import.meta.glob<string>(
    [
      '../features/share/*.{ts,tsx}',
      '!../features/share/*.test.{ts,tsx}',
      '!../features/share/*.test-support.tsx',
      // The invitation page and what it shows (not the owner's editor, which is the admin app's).
      '../features/invitations/{invite-page,invite-error,invite-extras,invite-messages,invitation-card,rsvp-form,rsvp-rules}.{ts,tsx}',
      '../components/guest-language-select.tsx',
      './root-frame.tsx',
      './share-root.tsx',
      './share-router.tsx',
      '../lib/devtools-block.ts',
    ],
    { eager: true, query: '?raw', import: 'default' },
  );
  const allNamespaces = Object.keys(import.meta.glob('../locales/tr/*.json')).map((p) =>
    p.slice(p.lastIndexOf('/') + 1, -5),
  );

  const languageFiles = import.meta.glob<Record<string, unknown>>(
    ['../locales/*/*.share.ts', '../locales/*/*.share-later.ts'],
    { eager: true, import: 'default' },
  );

  // The invitation page's own namespaces (features/invitations/invite-texts.ts).
  const inviteFiles = import.meta.glob('../locales/*/{invite,invite-replies}.json');

  it.each(LANGUAGES)('of %s hold every namespace the guest pages ask for', (language) => {
    const files = [
      ...Object.keys(languageFiles[`../locales/${language}/${language}.share.ts`] ?? {}),
      ...Object.keys(languageFiles[`../locales/${language}/${language}.share-later.ts`] ?? {}),
      ...Object.keys(inviteFiles).filter((path) => path.startsWith(`../locales/${language}/`)),
    ];
    const loaded = [...new Set(files.map((p) => p.slice(p.lastIndexOf('/') + 1, -'.json'.length)))];
    const asked = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const [, namespace] of source.matchAll(/useTranslation\(\s*'([a-z-]+)'/g)) asked.add(namespace!);
      if (/useTranslation\(\s*\)/.test(source)) asked.add('common');
      for (const [, namespace] of source.matchAll(/['`]([a-z][a-z-]*):[A-Za-z$]/g))
        if (allNamespaces.includes(namespace!)) asked.add(namespace!);
    }
    expect([...asked]).toEqual(
      expect.arrayContaining(['common', 'errors', 'misc', 'share', 'validation', 'invite', 'invite-replies']),
    );
    expect(loaded.sort()).toEqual([...asked].sort());
  });
});
