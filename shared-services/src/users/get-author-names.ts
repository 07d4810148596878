import { useQuery, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { doc, getDoc } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { parseUserProfile } from '../model/user';
import { queryKeys } from '../query-keys';

export const getAuthorNamesInput = z.object({ uids: z.array(z.string().check(z.minLength(1))) });

/** spec §8: when the author lookup fails the table shows a shortened id. */
export function shortenId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

/** Display names of brand owners (All Brands table); unreadable or missing users show a shortened id. */
export async function getAuthorNames(
  uids: readonly string[],
  firebase: FirebaseHandles = getFirebase(),
): Promise<Record<string, string>> {
  const input = getAuthorNamesInput.parse({ uids: [...new Set(uids)] });
  const entries = await Promise.all(
    input.uids.map(async (uid): Promise<[string, string]> => {
      try {
        const snapshot = await getDoc(doc(firebase.db, 'users', uid));
        const name = snapshot.exists() ? parseUserProfile(uid, snapshot.data()).displayName : '';
        return [uid, name || shortenId(uid)];
      } catch {
        return [uid, shortenId(uid)];
      }
    }),
  );
  return Object.fromEntries(entries);
}

export function useAuthorNames(uids: readonly string[]) {
  const queryKey = queryKeys.users.authorNames(uids);
  const [, , sorted] = queryKey;
  return useQuery({
    queryKey,
    queryFn: () => getAuthorNames(sorted),
    enabled: sorted.length > 0,
  });
}
