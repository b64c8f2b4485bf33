// The legal texts' editor as staff use it: a language without its own text starts from Turkish;
// the preview is the server's rendering, asked for once typing pauses (not on every key); a save
// is a new version (PUT), said in a toast and listed among the versions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import type { LegalPage, LegalPageSummary, LegalPageVersion } from '@hatira/shared/legal-pages';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { LegalPageEditorPage } from './legal-page-editor-page';
import { LegalPageListPage } from './legal-page-list-page';

const TURKISH: LegalPage = {
  slug: 'kvkk',
  language: 'tr',
  title: 'KVKK Aydınlatma Metni',
  body: '## Veri sorumlusu\n\n[Şirket unvanı]',
  html: '<h2>Veri sorumlusu</h2>\n<p>[Şirket unvanı]</p>\n',
  version: 1,
  isTemplate: true,
  updatedAt: '2030-05-01T10:00:00.000Z',
};

let requests: RecordedRequest[];
let versions: LegalPageVersion[];

/** The server's Markdown, roughly: "## x" → <h2>x</h2>, other lines → <p>. */
const render = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => (line.startsWith('## ') ? `<h2>${line.slice(3)}</h2>` : `<p>${line}</p>`))
    .join('\n');

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path === '/api/legal-pages/kvkk?lang=en') return jsonResponse(TURKISH);
  if (method === 'GET' && path === '/api/legal-pages/kvkk/en/versions')
    return jsonResponse({ items: versions, total: versions.length });
  if (method === 'POST' && path === '/api/legal-pages/preview')
    return jsonResponse({ html: render((request.body as { body: string }).body) });
  if (method === 'PUT' && path === '/api/legal-pages/kvkk/en') {
    const body = request.body as { title: string; body: string };
    versions = [
      {
        version: 1,
        title: body.title,
        isTemplate: false,
        updatedAt: '2030-05-02T10:00:00.000Z',
        updatedBy: 'Ayşe Yılmaz',
      },
    ];
    return jsonResponse({
      ...TURKISH,
      ...body,
      language: 'en',
      version: 1,
      isTemplate: false,
      html: render(body.body),
    });
  }
  if (method === 'GET' && path === '/api/legal-pages') {
    const items: LegalPageSummary[] = [
      {
        slug: 'kvkk',
        language: 'tr',
        version: 1,
        title: TURKISH.title,
        isTemplate: true,
        updatedAt: TURKISH.updatedAt,
      },
      { slug: 'kvkk', language: 'en', version: null, title: null, isTemplate: false, updatedAt: null },
    ];
    return jsonResponse({ items, total: items.length });
  }
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openAsAdmin(path: string) {
  saveSession(authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (element: React.ReactNode) => (
    <QueryClientProvider client={client}>{element}</QueryClientProvider>
  );
  return renderRoutes(
    [
      { path: '/legal-pages', element: wrap(<LegalPageListPage />) },
      { path: '/legal-pages/edit/:slug/:language', element: wrap(<LegalPageEditorPage />) },
    ],
    { initialEntries: [path] },
  );
}

/** The texts previewed, each once (React's strict mode may ask twice for the first). */
const previewed = () => [
  ...new Set(
    requests
      .filter((r) => r.path === '/api/legal-pages/preview')
      .map((r) => (r.body as { body: string }).body),
  ),
];

beforeEach(() => {
  resetBrowserState();
  versions = [];
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the legal texts’ editor', () => {
  it('lists every text in every language, a missing one as the Turkish text shown', async () => {
    await openAsAdmin('/legal-pages');
    const rows = (await screen.findAllByRole('link', { name: 'Personal Data Notice (KVKK)' })).map(
      (link) => link.closest('[role="row"]') as HTMLElement,
    );
    expect(within(rows[0]!).getByText('Version 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Template: review it')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Turkish text shown')).toBeInTheDocument();
    expect(rows[1]!.querySelector('a')).toHaveAttribute('href', '/legal-pages/edit/kvkk/en');
  });

  it('starts a language without its own text from Turkish and previews it as the server renders it', async () => {
    await openAsAdmin('/legal-pages/edit/kvkk/en');
    expect(await screen.findByText(/There is no text in this language yet/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('KVKK Aydınlatma Metni');
    const preview = screen.getByTestId('legal-preview');
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: 'Veri sorumlusu' })).toBeInTheDocument(),
    );
    expect(previewed()).toEqual([TURKISH.body]);
  });

  it('asks for the preview once typing pauses, not on every key', async () => {
    const { user } = await openAsAdmin('/legal-pages/edit/kvkk/en');
    const body = await screen.findByRole('textbox', { name: /Text \(Markdown\)/ });
    await waitFor(() => expect(previewed()).toHaveLength(1));
    await user.clear(body);
    await user.type(body, '## Data controller');
    const preview = screen.getByTestId('legal-preview');
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: 'Data controller' })).toBeInTheDocument(),
    );
    // The first text, then the typed one: nothing for each key in between.
    expect(previewed()).toEqual([TURKISH.body, '## Data controller']);
  });

  it('saves a new version in the page’s language and lists it among the versions', async () => {
    const { user } = await openAsAdmin('/legal-pages/edit/kvkk/en');
    const versionsCard = await screen.findByRole('region', { name: 'Versions' });
    expect(
      await within(versionsCard).findByText('No version saved in this language yet.'),
    ).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Personal Data Notice');
    const body = screen.getByRole('textbox', { name: /Text \(Markdown\)/ });
    await user.clear(body);
    await user.type(body, '## Data controller');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));

    expect(await screen.findByText('Version 1 saved.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/api/legal-pages/kvkk/en',
        body: { title: 'Personal Data Notice', body: '## Data controller' },
      }),
    ]);
    expect(
      await within(versionsCard).findByRole('cell', { name: 'Personal Data Notice' }),
    ).toBeInTheDocument();
    expect(within(versionsCard).getByRole('cell', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
  });

  it('refuses an empty text in the browser', async () => {
    const { user } = await openAsAdmin('/legal-pages/edit/kvkk/en');
    await user.clear(await screen.findByRole('textbox', { name: /Text \(Markdown\)/ }));
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });
});
