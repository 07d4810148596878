import { pathWithoutLanguage } from '@bonus-atlas/shared-ui/address';
import { pageRoutes, type RoutePage } from './page-lists';

export interface RouteMatch {
  route: RoutePage;
  params: Record<string, string | undefined>;
}

/** A path's segments after its leading slash; trailing slashes do not count (as for the router). */
function segmentsOf(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.split('/').slice(1);
}

/**
 * A path's segments as the router reads them: each one percent-decoded (react-router's `<Routes>` decode
 * the address before matching), so `/brand/a%20b` names the brand `a b`, and an address spelt with
 * other escapes (`%c3%a9`, `x:y`) names the same brand as its canonical spelling. A path that does not
 * decode is matched as it is (as the router does).
 */
function decodedSegmentsOf(path: string): string[] {
  const segments = segmentsOf(path);
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return segments.map((segment) => segment.replace(/%2F/g, '/'));
  }
}

/**
 * The page route for a path, as the router will match it: first match wins, literal segments
 * compare without regard to case, `:name` takes one segment. Boot reads it before the router's chunk
 * has loaded (the entry asks for the route's remote manifest at once), so it is not
 * react-router's matching; page lists use only those two kinds of segment (pages.json is checked for
 * it), and a unit test checks that this agrees with react-router's matchRoutes (parameters decoded). An
 * Indonesian address (/id/...) is the same route as its English one.
 */
export function routeForPath(pathname: string): RouteMatch | undefined {
  const segments = decodedSegmentsOf(pathWithoutLanguage(pathname));
  for (const route of pageRoutes()) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string | undefined> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return segment !== '';
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return { route, params };
  }
  return undefined;
}
