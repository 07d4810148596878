import { getFirebase, type BonusAtlasFirebaseConfig } from '@bonus-atlas/shared-services/kernel';
import { decodeFields, documentsRoot, postAsMember as post, queryRows, type RestValue } from '../rest/firestore-rest';
import { parseUserProfile, type SessionUser, type UserProfile } from '../model/user';

/** What the server renders a signed-in member's page with: their own documents, read as them. */
export interface MemberDocuments {
  user: SessionUser;
  /** users/{uid}: name, role, balance, take-a-break end; null when the profile does not exist yet. */
  profile: UserProfile | null;
  /** users/{uid}/favorites: the brand ids. */
  favoriteIds: string[];
}

/** The verified claims of the member's ID token the server uses (firebase-admin's DecodedIdToken). */
export interface MemberClaims {
  uid: string;
  name?: string;
  email?: string;
  picture?: string;
}

/**
 * The member's profile and favourites, read on the server with their ID token (batchGet and runQuery:
 * the two reads both local engines and Firestore answer), so the server renders their page as their
 * browser would: their name and avatar, balance, hearts, and no bonus amount during a break.
 */
export async function readMemberDocuments(
  claims: MemberClaims,
  idToken: string,
  signal?: AbortSignal,
  config: BonusAtlasFirebaseConfig = getFirebase().config,
): Promise<MemberDocuments> {
  const { origin, root } = documentsRoot(config);
  const userPath = `${root}/users/${encodeURIComponent(claims.uid)}`;
  const [answers, favorites] = await Promise.all([
    post(`${origin}/v1/${root}:batchGet`, idToken, { documents: [userPath] }, signal),
    post(
      `${origin}/v1/${userPath}:runQuery`,
      idToken,
      { structuredQuery: { from: [{ collectionId: 'favorites' }], select: { fields: [{ fieldPath: '__name__' }] } } },
      signal,
    ),
  ]);
  const found = Array.isArray(answers)
    ? (answers as Array<{ found?: { fields?: Record<string, RestValue> } }>).find((answer) => answer.found)?.found
    : undefined;
  const profile = found ? parseUserProfile(claims.uid, decodeFields(found.fields)) : null;
  const favoriteIds = queryRows(favorites).map(([id]) => id);
  const user: SessionUser = {
    uid: claims.uid,
    displayName: profile?.displayName || claims.name || null,
    email: claims.email ?? null,
    // the account's picture, as the browser's Auth user has it (the header's avatar, unchanged at takeover)
    photoURL: claims.picture ?? null,
  };
  return { user, profile, favoriteIds };
}
