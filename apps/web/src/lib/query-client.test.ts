// The query cache belongs to one session: it must never show one user's data to the next.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authResponse, resetBrowserState } from '../test-utils';
import { clearOnSessionChange, createQueryClient } from './query-client';
import { clearSession, expireSession, saveSession, updateSession } from './session';

const KEY = ['albums'];

function setUp() {
  const client = createQueryClient();
  const stop = clearOnSessionChange(client);
  const cached = () => client.getQueryData(KEY);
  const fill = () => client.setQueryData(KEY, ['one user’s album']);
  return { client, stop, cached, fill };
}

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

describe('clearOnSessionChange', () => {
  it('empties the cache when someone signs in, and keeps it through a refresh of the same session', () => {
    const { stop, cached, fill } = setUp();
    fill();
    saveSession(authResponse());
    expect(cached()).toBeUndefined();

    fill();
    const { userData, userAbilityRules } = authResponse({ fullName: 'Ayşe Kaya' });
    updateSession({ userData, userAbilityRules });
    expect(cached()).toEqual(['one user’s album']);
    stop();
  });

  it('empties the cache on sign-out and when the session expires', () => {
    const { stop, cached, fill } = setUp();
    saveSession(authResponse());
    fill();
    clearSession();
    expect(cached()).toBeUndefined();

    saveSession(authResponse());
    fill();
    expireSession();
    expect(cached()).toBeUndefined();
    stop();
  });

  it('empties the cache when another account signs in without a sign-out in between', () => {
    const { stop, cached, fill } = setUp();
    saveSession(authResponse());
    fill();
    saveSession({ ...authResponse({ username: 'mehmet' }), accessToken: 'another-token' });
    expect(cached()).toBeUndefined();
    stop();
  });
});
