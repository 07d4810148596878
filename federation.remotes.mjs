// The site's remotes, once: each one's federation name (as remotes.json and the shell name it), its
// workspace folder, its port in the local stack (npm start, and `npm run dev`'s dev server), and how a
// deploy delivers it (its own Hosting site, or behind the admin gate inside the functions). The build
// configs, the launcher, the deploy, the shell's remotes map, e2e and the benchmarks read this list.
// Plain JavaScript, so Node scripts import it as they are; federation.remotes.d.mts types it.

export const REMOTES = Object.freeze([
  { name: 'mf_catalog', workspace: 'mf-catalog', port: 3001, delivery: 'hosting' },
  { name: 'mf_promotions', workspace: 'mf-promotions', port: 3002, delivery: 'hosting' },
  { name: 'mf_account', workspace: 'mf-account', port: 3003, delivery: 'hosting' },
  // its files go to admins only: the local gate (scripts/admin-gate.mjs), the adminGate function deployed
  { name: 'mf_admin', workspace: 'mf-admin', port: 3004, delivery: 'admin-gate' },
]);

/** The shell's own port in the local stack. */
export const SHELL_PORT = 3000;

/** A remote by its federation name. */
export function remoteNamed(name) {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`no remote is named ${name}`);
  return remote;
}
