import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, buildAbility, rulesOfUser } from './abilities.js';

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
    const rules = [{ action: 'manage', subject: 'customers' }] as const;
    expect(rulesOfUser(rules, 'corporate')).toEqual(rules);
  });
});
