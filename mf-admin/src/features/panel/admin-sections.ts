// The Admin Panel's sidebar (spec §2): three working sections, three marked coming soon.
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
  { id: 'users', path: null },
  { id: 'analytics', path: null },
  { id: 'settings', path: null },
];

/** /admin and /admin/reports open Wrong Info Reports (the default); /admin/withdrawals and /admin/comments theirs. */
export function sectionOfPath(pathname: string): 'reports' | 'withdrawals' | 'comments' {
  if (pathname.startsWith('/admin/comments')) return 'comments';
  if (pathname.startsWith('/admin/withdrawals')) return 'withdrawals';
  return 'reports';
}
