/** A demo account the local account chooser offers (the seed writes its user; fixed uid on every `npm start`). */
export interface DemoAccount {
  email: string;
  displayName: string;
  role: 'admin' | 'member';
}

/** The local launcher serves the seed's accounts here; a site without one (production) has none to offer. */
const DEMO_ACCOUNTS_URL = '/demo-accounts.json';
const DEMO_ACCOUNTS_DEADLINE_MS = 3000;

function toDemoAccount(value: unknown): DemoAccount[] {
  if (typeof value !== 'object' || value === null) return [];
  const { email, displayName, role } = value as Record<string, unknown>;
  if (typeof email !== 'string' || typeof displayName !== 'string') return [];
  return [{ email, displayName, role: role === 'admin' ? 'admin' : 'member' }];
}

/** The demo accounts the local stack offers, or none when it offers none, answers late or garbled. */
export async function loadDemoAccounts(signal?: AbortSignal): Promise<DemoAccount[]> {
  try {
    const deadline = AbortSignal.timeout(DEMO_ACCOUNTS_DEADLINE_MS);
    const response = await fetch(DEMO_ACCOUNTS_URL, {
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
    if (!response.ok) return [];
    const body: unknown = await response.json();
    const accounts = (body as { accounts?: unknown } | null)?.accounts;
    return Array.isArray(accounts) ? accounts.flatMap(toDemoAccount) : [];
  } catch {
    return [];
  }
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
