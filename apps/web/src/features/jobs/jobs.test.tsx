// The background jobs screen as the admin uses it: a failed mail with its recipient, tries and
// error; the state filter in the request; "try again" asks, sends the retry and the row follows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import type { Job } from '@hatira/shared/jobs';
import type { Language } from '@hatira/shared/languages';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { JobListPage } from './job-list-page';

const FAILED: Job = {
  id: '0190a0a0-0000-7000-8000-0000000000j1',
  type: 'mail',
  label: 'ayse@example.com — Your bill 2030-000001',
  status: 'failed',
  attempts: 8,
  maxAttempts: 8,
  runAt: '2030-05-01T10:30:00.000Z',
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  createdAt: '2030-05-01T10:00:00.000Z',
  finishedAt: '2030-05-01T11:00:00.000Z',
};
const SWEEP: Job = {
  ...FAILED,
  id: '0190a0a0-0000-7000-8000-0000000000j2',
  type: 'bills.cancel-overdue',
  label: null,
  status: 'done',
  attempts: 1,
  maxAttempts: 5,
  lastError: null,
};

let requests: RecordedRequest[];
let failed: Job;

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path.startsWith('/api/jobs?')) {
    const status = new URL(path, 'http://x').searchParams.get('status');
    const items = [failed, SWEEP].filter((job) => !status || job.status === status);
    return jsonResponse({ items, total: items.length });
  }
  if (method === 'POST' && path === `/api/jobs/${FAILED.id}/retry`) {
    failed = { ...failed, status: 'queued', attempts: 0, finishedAt: null };
    return jsonResponse(failed);
  }
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openAsAdmin(path: string, language: Language = 'en') {
  saveSession(authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/jobs',
        element: (
          <QueryClientProvider client={client}>
            <JobListPage />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path], language },
  );
}

beforeEach(() => {
  resetBrowserState();
  failed = FAILED;
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

describe('the background jobs', () => {
  it('shows a failed mail with its recipient, tries and error, in Turkish', async () => {
    await openAsAdmin('/jobs?status=failed', 'tr');
    const row = await rowOf('ayse@example.com — Your bill 2030-000001');
    expect(within(row).getByText('E-posta')).toBeInTheDocument();
    expect(within(row).getByText('Başarısız')).toBeInTheDocument();
    expect(within(row).getByText('8 / 8')).toBeInTheDocument();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();
    expect(requests.find((r) => r.path.startsWith('/api/jobs?'))?.path).toContain('status=failed');
    expect(screen.queryByText('Vadesi geçen fatura taraması')).not.toBeInTheDocument();
  });

  it('tries a failed job again after asking, and offers it only for failed jobs', async () => {
    const { user } = await openAsAdmin('/jobs');
    const sweep = await rowOf('Overdue bills sweep');
    expect(within(sweep).queryByRole('menuitem', { name: /again/ })).not.toBeInTheDocument();

    const row = await rowOf('ayse@example.com — Your bill 2030-000001');
    await user.click(
      within(row).getByRole('menuitem', { name: 'Try ayse@example.com — Your bill 2030-000001 again' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Try the job again?' });
    expect(dialog).toHaveTextContent('The job is queued again now and gets 8 new tries.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'POST' && r.path === `/api/jobs/${FAILED.id}/retry`)).toBe(true);
    const queued = await rowOf('ayse@example.com — Your bill 2030-000001');
    expect(await within(queued).findByText('Waiting')).toBeInTheDocument();
    expect(within(queued).queryByRole('menuitem', { name: /again/ })).not.toBeInTheDocument();
  });
});
