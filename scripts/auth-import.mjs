// Prepares the Auth emulator's import folder so demo accounts keep their fixed uids on every start
// (the emulator holds accounts in memory). Accounts created later are kept: the emulator exports
// them on exit (--export-on-exit) into the same folder, and this merge keeps them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ uid: string, email: string, displayName: string }} DemoAccount */

function readJson(file, fallback) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** The emulator's account record for a demo account, signed in through Google (rawId = lower-cased e-mail). */
export function demoAccountRecord(account, now = Date.now()) {
  const email = account.email.toLowerCase();
  return {
    localId: account.uid,
    email,
    emailVerified: true,
    displayName: account.displayName,
    providerUserInfo: [
      { providerId: 'google.com', rawId: email, federatedId: email, email, displayName: account.displayName },
    ],
    createdAt: String(now),
    lastLoginAt: String(now),
    validSince: String(Math.floor(now / 1000)),
    disabled: false,
  };
}

/**
 * Demo accounts replace any record with the same uid or the same e-mail (so a demo e-mail can never
 * end up under a random uid); every other exported account is kept as it was.
 */
export function mergeAccounts(existingUsers, demoAccounts, now = Date.now()) {
  const demoUids = new Set(demoAccounts.map((account) => account.uid));
  const demoEmails = new Set(demoAccounts.map((account) => account.email.toLowerCase()));
  const kept = existingUsers.filter(
    (user) => !demoUids.has(user.localId) && !demoEmails.has(String(user.email ?? '').toLowerCase()),
  );
  return [...demoAccounts.map((account) => demoAccountRecord(account, now)), ...kept];
}

/** Writes <dir>/firebase-export-metadata.json and <dir>/auth_export/{accounts,config}.json. */
export function prepareAuthImport(dir, demoAccounts, firebaseToolsVersion) {
  const authDir = path.join(dir, 'auth_export');
  mkdirSync(authDir, { recursive: true });
  const accountsFile = path.join(authDir, 'accounts.json');
  const existing = existsSync(accountsFile) ? (readJson(accountsFile, {}).users ?? []) : [];
  const users = mergeAccounts(existing, demoAccounts);
  writeFileSync(
    accountsFile,
    `${JSON.stringify({ kind: 'identitytoolkit#DownloadAccountResponse', users }, null, 2)}\n`,
  );
  const configFile = path.join(authDir, 'config.json');
  if (!existsSync(configFile))
    writeFileSync(configFile, `${JSON.stringify({ signIn: { allowDuplicateEmails: false } })}\n`);
  const metadataFile = path.join(dir, 'firebase-export-metadata.json');
  const metadata = readJson(metadataFile, {});
  writeFileSync(
    metadataFile,
    `${JSON.stringify({ ...metadata, version: firebaseToolsVersion, auth: { version: firebaseToolsVersion, path: 'auth_export' } }, null, 2)}\n`,
  );
  return users.length;
}

/** Reads seed/demo-accounts.json (the demo accounts the seed writes users for). */
export function readDemoAccounts(repoRoot) {
  return readJson(path.join(repoRoot, 'seed', 'demo-accounts.json'), { accounts: [] }).accounts;
}
