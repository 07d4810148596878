import { routeTable, type RemoteName } from './route-table';

/**
 * The remote of a public route, read from the route table before the router has loaded (issue 15):
 * the entry asks for that remote's manifest while the frame's own chunks download, so a page's
 * remoteEntry and chunks are not held up by it. Written here rather than with react-router's matchPath
 * because the router lives in a chunk the entry must not wait for; the route table only uses literal
 * segments and `:param` segments, and a unit test checks this agrees with the router on every route.
 */
export function publicRemoteForPath(pathname: string): RemoteName | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routeTable) {
    const pattern = route.path.split('/').filter(Boolean);
    const matches =
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
    if (matches) return route.access === 'public' ? route.remote : undefined;
  }
  return undefined;
}
