// Test helpers: i18n in a chosen language, a memory data router, and a fetch stub that answers
// with real Response objects (the network boundary). The admin frame brings its own query client,
// whose cache empties with every change of session (lib/query-client.ts).
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { BUILT_IN_ROLES, rulesOfUser } from '@hatira/shared/abilities';
import type { AuthResponse } from '@hatira/shared/auth';
import type { Language } from '@hatira/shared/languages';
import { Toaster } from './components/toast/toaster';
import { changeLanguage, initI18n } from './lib/i18n';
import { clearSession, saveSession } from './lib/session';
import { clearStorage } from './lib/storage';
import { clearToast } from './lib/toast';

let i18nReady: Promise<unknown> | null = null;

export async function setTestLanguage(language: Language): Promise<void> {
  i18nReady ??= initI18n();
  await i18nReady;
  await changeLanguage(language);
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderRoutesOptions {
  language?: Language;
  initialEntries?: string[];
  /** Makes the router (default createMemoryRouter), e.g. the app's own with its route areas. */
  createRouter?: (routes: RouteObject[], options: { initialEntries: string[] }) => MemoryRouter;
}

export async function renderRoutes(
  routes: RouteObject[],
  { language = 'en', initialEntries = ['/'], createRouter = createMemoryRouter }: RenderRoutesOptions = {},
) {
  await setTestLanguage(language);
  const router = createRouter(routes, { initialEntries });
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <RouterProvider router={router} />
      {/* As the admin layout does: the toasts that saves show (lib/toast.ts). */}
      <Toaster />
    </StrictMode>,
  );
  return { ...view, router, user };
}

/** Forgets everything stored in the "browser" (session, flags, preferences). */
export function resetBrowserState(): void {
  clearToast();
  clearStorage();
  clearSession();
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** Replaces fetch; the handler sees each request and returns the server's Response. */
export function stubFetch(
  handler: (request: RecordedRequest) => Response | Promise<Response>,
): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init.body === 'string' ? init.body : null;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: text === null ? null : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    const response = await handler(request);
    // Like a browser: an aborted request never delivers its response.
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return response;
  });
  return requests;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function authResponse(
  overrides: Partial<AuthResponse['userData']> = {},
  rules: AuthResponse['userAbilityRules'] = [],
): AuthResponse {
  return {
    accessToken: 'test-access-token',
    userData: {
      id: '0190a0a0-0000-7000-8000-000000000001',
      fullName: 'Ayşe Yılmaz',
      username: 'ayse',
      email: 'ayse@example.com',
      role: 'admin',
      avatar: null,
      accountType: null,
      language: 'tr',
      ...overrides,
    },
    userAbilityRules: rules,
  };
}

/**
 * Pages rendered alone (without the route table's guard) for an individual subscriber or the admin
 * (staff), with a fresh query client: `path` opened among `routes`.
 */
export async function openPagesAs(
  who: 'subscriber' | 'admin',
  routes: RouteObject[],
  path: string,
  language: Language = 'en',
) {
  saveSession(
    who === 'admin'
      ? authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules)
      : authResponse(
          { role: 'subscriber', accountType: 'individual' },
          rulesOfUser(BUILT_IN_ROLES.subscriber.rules, 'individual'),
        ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    routes.map((route) => ({
      ...route,
      element: <QueryClientProvider client={client}>{route.element}</QueryClientProvider>,
    })),
    { initialEntries: [path], language },
  );
}

/**
 * jsdom has no object URLs and saves no files: object URLs become `blob:file-1`, `blob:file-2` …,
 * and the names of the files a page would save are recorded (the returned list).
 */
export function stubDownloads(): string[] {
  const saved: string[] = [];
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:file-${++made}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
