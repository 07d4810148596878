import { getFirebase } from '../firebase';
import type { BonusAtlasFirebaseConfig } from '../firebase/config';
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

const PRODUCTION_FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';

function documentsRoot(config: BonusAtlasFirebaseConfig): { origin: string; root: string } {
  const origin = config.useEmulators
    ? `http://${config.emulators.firestoreHost}:${config.emulators.firestorePort}`
    : PRODUCTION_FIRESTORE_ORIGIN;
  return { origin, root: `projects/${config.projectId}/databases/(default)/documents` };
}

type RestValue = Record<string, unknown>;

/**
 * A Firestore REST value as the SDK would hand it over (timestamps as Dates, numbers as numbers).
 * Written by hand: the browser SDK decodes only its own channel's answers, and firebase-admin reads
 * past the rules, where these reads must be the member's own.
 */
function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, RestValue> }).fields);
  if ('arrayValue' in value)
    return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map((item) => decodeValue(item));
  return null;
}

function decodeFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, decodeValue(value)]));
}

async function post(url: string, idToken: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    signal,
    // the member's own ID token: the security rules decide, exactly as for their browser
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`member read failed: HTTP ${response.status}`);
  return response.json();
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
  const favoriteIds = (Array.isArray(favorites) ? (favorites as Array<{ document?: { name?: string } }>) : [])
    .map((row) => row.document?.name?.split('/').pop())
    .filter((id): id is string => Boolean(id))
    .map((id) => decodeURIComponent(id));
  const user: SessionUser = {
    uid: claims.uid,
    displayName: profile?.displayName || claims.name || null,
    email: claims.email ?? null,
    // the account's picture, as the browser's Auth user has it (the header's avatar, unchanged at takeover)
    photoURL: claims.picture ?? null,
  };
  return { user, profile, favoriteIds };
}
