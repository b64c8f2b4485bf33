import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_ROLES,
  buildAbility,
  fieldsPinnedFor,
  isPlatformWide,
  resolveRules,
  rowOf,
  rulesOfUser,
  USER_ID,
} from './abilities.js';

describe('built-in roles', () => {
  it('lets an admin do everything', () => {
    const ability = buildAbility(BUILT_IN_ROLES.admin.rules);
    expect(ability.can('read', 'AclDemo')).toBe(true);
    expect(ability.can('delete', 'users')).toBe(true);
  });

  it('gives the client role only the ACL demo (SPEC §6)', () => {
    const ability = buildAbility(BUILT_IN_ROLES.client.rules);
    expect(ability.can('read', 'AclDemo')).toBe(true);
    expect(ability.can('view', 'static')).toBe(false);
  });

  it('lets subscribers and customers see the dashboard but not the ACL demo', () => {
    for (const role of ['subscriber', 'customer'] as const) {
      const ability = buildAbility(BUILT_IN_ROLES[role].rules);
      expect(ability.can('view', 'static')).toBe(true);
      expect(ability.can('read', 'AclDemo')).toBe(false);
      expect(ability.can('read', 'roles')).toBe(false);
      expect(ability.can('read', 'subscriptions')).toBe(false); // their own rows only, scoped by the server
    }
  });
});

describe('account type rules', () => {
  it('lets a corporate subscriber run customer accounts, an individual one not', () => {
    const subscriber = BUILT_IN_ROLES.subscriber.rules;
    expect(buildAbility(rulesOfUser(subscriber, 'corporate')).can('create', 'customers')).toBe(true);
    expect(buildAbility(rulesOfUser(subscriber, 'individual')).can('read', 'customers')).toBe(false);
    expect(buildAbility(rulesOfUser(subscriber, null)).can('read', 'customers')).toBe(false);
  });

  it('adds nothing a role already holds', () => {
    const rules = [
      { action: 'manage', subject: 'customers', conditions: { subscriberId: USER_ID } },
    ] as const;
    expect(rulesOfUser(rules, 'corporate')).toEqual(rules);
  });
});

describe('ownership rules', () => {
  const subscriber = { id: 'sub-1', subscriberId: null };
  const customer = { id: 'cus-1', subscriberId: 'sub-1' };
  const abilityOf = (role: 'subscriber' | 'customer', user: { id: string; subscriberId: string | null }) =>
    buildAbility(resolveRules(BUILT_IN_ROLES[role].rules, user));

  it('lets a subscriber manage only their own events, albums, posts and block list', () => {
    const ability = abilityOf('subscriber', subscriber);
    for (const type of ['events', 'albums', 'posts', 'blockedIps'] as const) {
      expect(ability.can('update', rowOf(type, { ownerId: 'sub-1' }))).toBe(true);
      expect(ability.can('update', rowOf(type, { ownerId: 'sub-2' }))).toBe(false);
      expect(isPlatformWide(ability, 'read', type)).toBe(false);
    }
    expect(ability.can('read', 'events')).toBe(true); // some rows: enough for a route guard
  });

  it('lets a customer read their assigned events, run their content and remove only what they blocked', () => {
    const ability = abilityOf('customer', customer);
    const event = { ownerId: 'sub-1', customerId: 'cus-1' };
    expect(ability.can('read', rowOf('events', event))).toBe(true);
    expect(ability.can('update', rowOf('events', event))).toBe(false);
    expect(ability.can('update', rowOf('posts', event))).toBe(true);
    expect(ability.can('update', rowOf('posts', { ...event, customerId: 'cus-2' }))).toBe(false);
    expect(ability.can('read', rowOf('blockedIps', { ownerId: 'sub-1', createdBy: 'sub-1' }))).toBe(true);
    expect(ability.can('delete', rowOf('blockedIps', { ownerId: 'sub-1', createdBy: 'sub-1' }))).toBe(false);
    expect(ability.can('delete', rowOf('blockedIps', { ownerId: 'sub-1', createdBy: 'cus-1' }))).toBe(true);
    expect(fieldsPinnedFor(ability, 'create', 'blockedIps')).toEqual({ ownerId: 'sub-1' });
  });

  it('drops a rule whose placeholder has no value instead of widening it', () => {
    const ability = abilityOf('customer', { id: 'cus-1', subscriberId: null });
    expect(ability.can('read', 'blockedIps')).toBe(false);
    expect(ability.can('read', 'events')).toBe(true);
  });

  it('treats a rule without conditions as platform-wide', () => {
    const moderator = buildAbility([
      { action: 'read', subject: 'posts' },
      { action: 'update', subject: 'posts' },
    ]);
    expect(isPlatformWide(moderator, 'update', 'posts')).toBe(true);
    expect(moderator.can('update', rowOf('posts', { ownerId: 'anyone' }))).toBe(true);
    expect(moderator.can('read', 'events')).toBe(false);
    expect(isPlatformWide(buildAbility(BUILT_IN_ROLES.admin.rules), 'delete', 'blockedIps')).toBe(true);
    expect(fieldsPinnedFor(buildAbility(BUILT_IN_ROLES.admin.rules), 'create', 'blockedIps')).toEqual({});
  });
});
