import type { ReactNode } from 'react';
import { Link, useInRouterContext, useSearchParams } from '@bonus-atlas/shared-ui/router';
import { PROMO_PARAM } from './use-promotion-deep-link';

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
      <RouterBrandLink to={to} onNavigate={onNavigate} className={className}>
        {children}
      </RouterBrandLink>
    );
  }
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/** The brand page takes the open promotion's history entry (`?promo=`), so Back returns to the list. */
function RouterBrandLink({ to, onNavigate, className, children }: BrandLinkProps) {
  const [searchParams] = useSearchParams();
  return (
    <Link to={to} className={className} onClick={onNavigate} replace={searchParams.has(PROMO_PARAM)}>
      {children}
    </Link>
  );
}
