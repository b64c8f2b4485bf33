// The public legal page as a reader sees it: the server's text in their language, the Turkish one
// with a note when theirs is missing, a new language picked → the text in that language; and the
// link to the editor only for a signed-in user whose rules let them change the texts.
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AbilityRule } from '@hatira/shared/abilities';
import type { Language } from '@hatira/shared/languages';
import type { LegalPage } from '@hatira/shared/legal-pages';
import { LEGAL_PAGE_ADDRESSES } from '@hatira/shared/legal-slugs';
import { changeLanguage } from '../../lib/i18n';
import { clearStorage, setItem, setJSON } from '../../lib/storage';
import { legalPageRoute } from './legal-page';
import { initShareI18n } from './share-i18n';
import { apiError, json, serve } from './share.test-support';

const TURKISH: LegalPage = {
  slug: 'kvkk',
  language: 'tr',
  title: 'KVKK Aydınlatma Metni',
  body: '## Veri sorumlusu\n\n[Şirket unvanı]',
  html: '<h2>Veri sorumlusu</h2>\n<p>[Şirket unvanı]</p>\n',
  version: 1,
  isTemplate: true,
  updatedAt: '2025-05-01T10:00:00.000Z',
};
const GERMAN: LegalPage = {
  ...TURKISH,
  language: 'de',
  title: 'Datenschutzhinweis',
  html: '<h2>Verantwortlicher</h2>\n',
  version: 3,
  isTemplate: false,
};

/** The server: every text in Turkish, and in German too. */
function serveTexts() {
  return serve((request) => {
    const url = new URL(request.path, 'http://localhost');
    const slug = /^\/api\/legal-pages\/([a-z-]+)$/.exec(url.pathname)?.[1];
    if (!slug) return apiError('ROUTE_NOT_FOUND');
    return json({ ...(url.searchParams.get('lang') === 'de' ? GERMAN : TURKISH), slug });
  });
}

async function open(path: string, language: Language) {
  await changeLanguage(language);
  const routes = LEGAL_PAGE_ADDRESSES.map(({ path: pattern }) => ({ path: pattern, ...legalPageRoute }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

function signIn(rules: AbilityRule[]) {
  setJSON('userData', { id: 'u1', fullName: 'Ayşe Yılmaz', role: 'admin' });
  setItem('accessToken', 'token');
  setJSON('userAbilityRules', rules);
}

beforeAll(() => initShareI18n());
beforeEach(() => clearStorage());
afterEach(() => {
  vi.unstubAllGlobals();
  clearStorage();
});

describe('a legal page', () => {
  it('shows the text in the reader’s language with its version and date', async () => {
    const requests = serveTexts();
    await open('/pages/kvkk', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzhinweis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Verantwortlicher' })).toBeInTheDocument();
    expect(screen.getByText('Version 3')).toBeInTheDocument();
    expect(screen.getByText('Aktualisiert am 1. Mai 2025')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/api/legal-pages/kvkk?lang=de']);
    // Signed out: no editor link and no template badge.
    expect(screen.queryByRole('link', { name: 'Diesen Text bearbeiten' })).not.toBeInTheDocument();
    // The other legal texts, by their names in the reader's language.
    const others = screen.getByRole('navigation', { name: 'Weitere rechtliche Texte' });
    expect(within(others).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/pages/privacy-policy',
    );
    expect(within(others).queryByRole('link', { name: /KVKK/ })).not.toBeInTheDocument();
  });

  it('says so when it shows the Turkish text because the reader’s language has none', async () => {
    serveTexts();
    await open('/pages/kvkk', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'This text is not available in English yet, so the Turkish text is shown.',
    );
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'tr');
  });

  it('loads the text again in the language the reader picks', async () => {
    const requests = serveTexts();
    const user = userEvent.setup();
    await open('/pages/kvkk', 'en');
    await screen.findByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzhinweis' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual([
      '/api/legal-pages/kvkk?lang=en',
      '/api/legal-pages/kvkk?lang=de',
    ]);
  });

  it('gives staff who may change the texts a link to the editor and the template’s badge', async () => {
    serveTexts();
    signIn([{ action: 'manage', subject: 'all' }]);
    await open('/pages/kvkk', 'en');
    expect(await screen.findByRole('link', { name: 'Edit this text' })).toHaveAttribute(
      'href',
      '/legal-pages/edit/kvkk/en',
    );
    expect(screen.getByText('Template — to be reviewed')).toBeInTheDocument();
  });

  it('gives no editor link to a user who may only read the texts or owns rows only', async () => {
    serveTexts();
    signIn([
      { action: 'read', subject: 'legalPages' },
      { action: 'manage', subject: 'legalPages', conditions: { userId: 'u1' } },
    ]);
    await open('/terms-and-conditions', 'tr');
    await screen.findByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' });
    expect(screen.queryByRole('link', { name: 'Bu metni düzenle' })).not.toBeInTheDocument();
    expect(screen.queryByText('Şablon — gözden geçirilmeli')).not.toBeInTheDocument();
  });

  it('says what went wrong, with a retry when the connection failed', async () => {
    let isOnline = false;
    serve(() => (isOnline ? json(TURKISH) : Promise.reject(new TypeError('Failed to fetch'))));
    const user = userEvent.setup();
    await open('/pages/kvkk', 'tr');
    const retry = await screen.findByRole('button', { name: 'Tekrar dene' });
    isOnline = true;
    await user.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' })).toBeInTheDocument(),
    );
  });
});
