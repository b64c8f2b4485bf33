// The typed client: an endpoint of the shared contract, its path parameters filled in and encoded,
// empty query values left out, the answer as the server sends it. The @ts-expect-error lines are
// checked by the typecheck: a call the contract does not allow does not compile.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QrCode } from '@hatira/shared/qr-codes';
import { jsonResponse, resetBrowserState, stubFetch } from '../test-utils';
import { api, ApiError, fillPath } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

describe('api', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/api/users/:id/sessions/:sessionId', { id: 'a b', sessionId: 's/1' })).toBe(
      '/api/users/a%20b/sessions/s%2F1',
    );
    expect(() => fillPath('/api/users/:id', {})).toThrow('Missing path parameter id');
  });

  it('sends the method, query and body the endpoint takes, and answers its response', async () => {
    const requests = stubFetch((request) =>
      request.method === 'GET'
        ? jsonResponse({ id: 'e1', title: 'Düğün' })
        : new Response(null, { status: 204 }),
    );
    const event: QrCode = await api.get('/api/qr-codes/:id', { params: { id: 'e1' } });
    expect(event.title).toBe('Düğün');
    await api.get('/api/qr-codes', { query: { q: '', page: 2, sortBy: 'title' } });
    await api.delete('/api/users/:id', { params: { id: 'u1' }, query: { withData: 'true' } });
    await api.post('/api/blocked-ips', { body: { ip: '203.0.113.7', reason: null } });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/qr-codes/e1',
      'GET /api/qr-codes?page=2&sortBy=title',
      'DELETE /api/users/u1?withData=true',
      'POST /api/blocked-ips',
    ]);
    expect(requests[3]?.body).toEqual({ ip: '203.0.113.7', reason: null });
  });

  it('throws the server’s error as an ApiError', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404));
    await expect(api.get('/api/albums/:id', { params: { id: 'x' } })).rejects.toEqual(
      new ApiError(404, 'NOT_FOUND', 'Data not found.'),
    );
  });

  it('types every call from the contract', () => {
    // Only checked by the typecheck; never sent.
    const never = () => {
      // @ts-expect-error an address the contract does not list
      void api.get('/api/nothing');
      // @ts-expect-error the path parameter is missing
      void api.get('/api/qr-codes/:id');
      // @ts-expect-error a body of the wrong shape
      void api.post('/api/qr-codes', { body: { name: 'x' } });
      // @ts-expect-error a sort key the endpoint does not have
      void api.get('/api/qr-codes', { query: { sortBy: 'ownerId' } });
      // @ts-expect-error GET takes no body
      void api.get('/api/profile', { body: {} });
    };
    expect(typeof never).toBe('function');
  });
});
