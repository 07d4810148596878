import type { ReactNode } from 'react';
import { Link, useInRouterContext } from '@bonus-atlas/shared-ui/router';

interface BrandLinkProps {
  to: string;
  onNavigate: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A client-side link to the brand page when a router is around (inside the shell); a plain link when
 * the modal is rendered without one (stories, another host), so it never throws.
 */
export function BrandLink({ to, onNavigate, className, children }: BrandLinkProps) {
  const inRouter = useInRouterContext();
  if (inRouter) {
    return (
      <Link to={to} className={className} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
