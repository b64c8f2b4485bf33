// The guest pages' links: an <a> with the address, and an in-app navigation on a plain click
// (React Router's own handler: a click with a modifier key or another button still opens a tab).
// React Router's Link would bring its prefetching and view-transition code along (~2 KB gzipped),
// which these pages do not use (docs/decisions/014-guest-entry.md).
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

interface LinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

export function Link({ to, className, children }: LinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a href={href} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
