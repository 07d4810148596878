// The demo accounts of seed/demo-accounts.json (fixed uids on every `npm start`).
export interface DemoAccount {
  email: string;
  displayName: string;
  role: 'admin' | 'member';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@bonus-atlas.test', displayName: 'Atlas Admin', role: 'admin' },
  { email: 'member@bonus-atlas.test', displayName: 'Maya Member', role: 'member' },
  { email: 'rina@bonus-atlas.test', displayName: 'Rina Pratama', role: 'member' },
  { email: 'budi@bonus-atlas.test', displayName: 'Budi Santoso', role: 'member' },
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
