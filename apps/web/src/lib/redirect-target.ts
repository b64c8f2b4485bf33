// Where a user lands: the role's home (DESIGN.md §5) and the `to` parameter after sign-in.
import { mayOpenPage, PAGES, type PageAbility } from '@hatira/shared/pages';
import { paths } from '@hatira/shared/paths';

/**
 * admin, subscriber and customer → /dashboard; client → /access-control (DESIGN.md §5); a custom
 * role → the first page of the page table its rules open (a moderator without the dashboard's
 * rule → /medias-management), or /dashboard, where the guard answers /not-authorized.
 */
export function homePathFor(role: string, ability?: PageAbility): string {
  switch (role) {
    case 'admin':
    case 'subscriber':
    case 'customer':
      return paths.dashboard;
    case 'client':
      return paths.accessControl;
    default:
      return (ability && firstPageFor(ability)) ?? paths.dashboard;
  }
}

/** The first page without parameters that asks for a rule and that this ability opens. */
function firstPageFor(ability: PageAbility): string | undefined {
  return Object.values(PAGES).find(
    (page) => page.access.access && !page.path.includes(':') && mayOpenPage(page.access, true, ability),
  )?.path;
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
