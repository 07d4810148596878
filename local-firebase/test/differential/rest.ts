/**
 * The Firestore REST v1 calls the differential check makes, the same bytes to either engine. The
 * SDKs would hide error codes and answer shapes behind their own handling, so the check speaks REST
 * as the SDKs do (lite transactions are batchGet + a commit with preconditions, exactly as here).
 */

export const PROJECT_ID = 'demo-bonus-atlas';
export const ROOT = `projects/${PROJECT_ID}/databases/(default)/documents`;

/** Who calls: the owner token (rules bypassed), a signed-in user, or a visitor. */
export type Actor = 'owner' | 'visitor' | { uid: string };

export function actorName(actor: Actor): string {
  return typeof actor === 'string' ? actor : actor.uid;
}

/** An unsigned ID token as the SDK's `mockUserToken` makes it; both emulators accept it. */
export function mockToken(uid: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', type: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat,
    exp: iat + 3600,
    auth_time: iat,
    sub: uid,
    user_id: uid,
    email: `${uid}@bonus-atlas.test`,
    email_verified: true,
    firebase: { sign_in_provider: 'password', identities: {} },
  })}.`;
}

export type RpcMethod = 'batchGet' | 'runQuery' | 'runAggregationQuery' | 'commit';

export interface RpcAnswer {
  status: number;
  /** gRPC status name for errors (PERMISSION_DENIED, ...), null on success. */
  error: string | null;
  message: string;
  body: unknown;
}

export class RestEngine {
  constructor(
    readonly name: string,
    readonly host: string,
    readonly port: number,
  ) {}

  private url(path: string): string {
    return `http://${this.host}:${this.port}${path}`;
  }

  async call(method: RpcMethod, body: unknown, actor: Actor, parent = ''): Promise<RpcAnswer> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (actor === 'owner') headers.Authorization = 'Bearer owner';
    else if (actor !== 'visitor') headers.Authorization = `Bearer ${mockToken(actor.uid)}`;
    const res = await fetch(this.url(`/v1/${ROOT}${parent ? `/${parent}` : ''}:${method}`), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    // Errors come as {"error":{...}} or, inside a streamed answer, as [{"error":{...}}].
    const errorOf = (value: unknown) => (value as { error?: { status?: string; message?: string } } | null)?.error;
    const error = errorOf(json) ?? (Array.isArray(json) ? json.map(errorOf).find((e) => e) : undefined);
    return { status: res.status, error: error ? String(error.status) : null, message: error?.message ?? '', body: json };
  }

  /** Deletes every document (owner token; both engines accept it). */
  async reset(): Promise<void> {
    const res = await fetch(this.url(`/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`), {
      method: 'DELETE',
      headers: { Authorization: 'Bearer owner' },
    });
    if (!res.ok) throw new Error(`${this.name}: reset answered ${res.status}`);
  }
}
