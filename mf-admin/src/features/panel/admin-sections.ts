// The Admin Panel's sidebar (spec §2): two working sections, three marked coming soon.
export type AdminSectionId = 'reports' | 'comments' | 'users' | 'analytics' | 'settings';

export interface AdminSection {
  id: AdminSectionId;
  /** Route of a working section; null = coming soon (shown disabled, never an empty page). */
  path: string | null;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'reports', path: '/admin/reports' },
  { id: 'comments', path: '/admin/comments' },
  { id: 'users', path: null },
  { id: 'analytics', path: null },
  { id: 'settings', path: null },
];

/** /admin and /admin/reports open Wrong Info Reports (the default); /admin/comments the comments. */
export function sectionOfPath(pathname: string): 'reports' | 'comments' {
  return pathname.startsWith('/admin/comments') ? 'comments' : 'reports';
}
