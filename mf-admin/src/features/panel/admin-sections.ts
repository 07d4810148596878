// The Admin Panel's sidebar (spec §2): every section works; a section without a path would show as coming soon.
export type AdminSectionId = 'reports' | 'withdrawals' | 'comments' | 'users' | 'analytics' | 'settings';

export interface AdminSection {
  id: AdminSectionId;
  /** Route of a working section; null = coming soon (shown disabled, never an empty page). */
  path: string | null;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'reports', path: '/admin/reports' },
  { id: 'withdrawals', path: '/admin/withdrawals' },
  { id: 'comments', path: '/admin/comments' },
  { id: 'users', path: '/admin/users' },
  { id: 'analytics', path: '/admin/analytics' },
  { id: 'settings', path: '/admin/settings' },
];

/** /admin and /admin/reports open Wrong Info Reports (the default); every other section its own path. */
export function sectionOfPath(pathname: string): AdminSectionId {
  const section = ADMIN_SECTIONS.find(({ path }) => path && (pathname === path || pathname.startsWith(`${path}/`)));
  return section?.id ?? 'reports';
}

/** /admin/users/{uid}: a user's page (null on the list and elsewhere). */
export function userOfPath(pathname: string): string | null {
  const match = /^\/admin\/users\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
