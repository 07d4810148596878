// The one-bundle comparison build's stand-in for the shell's src/federation/register-remotes: no remotes.json to
// read, nothing to register (see federation-runtime.ts).
export function setUpFederation(): Promise<void> {
  return Promise.resolve();
}

export function federationReady(): Promise<void> {
  return Promise.resolve();
}
