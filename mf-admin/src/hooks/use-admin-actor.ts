import { useSessionStore, type Actor } from '@bonus-atlas/shared-services';

/** The signed-in admin as the services' actor (the shell only shows admin pages to admins). */
export function useAdminActor(): Actor | null {
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  if (!user) return null;
  return { uid: user.uid, role, displayName: user.displayName ?? undefined, email: user.email ?? undefined };
}
