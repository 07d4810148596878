import demo from '@bonus-atlas/seed/demo-accounts.json';

/** A demo account the local account chooser offers (the seed writes its user; fixed uid on every `npm start`). */
export interface DemoAccount {
  email: string;
  displayName: string;
  role: 'admin' | 'member';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = demo.accounts.map(({ email, displayName, role }) => ({
  email,
  displayName,
  role: role === 'admin' ? 'admin' : 'member',
}));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
