// Where a user lands: the role's home (DESIGN.md §5) and the `to` parameter after sign-in.
import type { AppAbility } from '@hatira/shared/abilities';
import { paths } from '@hatira/shared/paths';

/** admin, subscriber and customer → /dashboard; client → /access-control (DESIGN.md §5). */
export function homePathFor(role: string, ability?: Pick<AppAbility, 'can'>): string {
  switch (role) {
    case 'admin':
    case 'subscriber':
    case 'customer':
      return paths.dashboard;
    case 'client':
      return paths.accessControl;
    default:
      // A custom role: go where its rules allow; the guard answers /not-authorized otherwise.
      if (ability && !ability.can('view', 'static') && ability.can('read', 'AclDemo'))
        return paths.accessControl;
      return paths.dashboard;
  }
}

const BASE = 'http://hatira.invalid';

/**
 * Accepts only a same-origin relative path that starts with exactly one '/' (no `//host`,
 * no `/\host`, no scheme), so `?to=` can never send a user to another site.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return url.pathname + url.search + url.hash;
}
