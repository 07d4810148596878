import type { ResiliencePolicy } from './policies';

// One policy per name for the whole page: a circuit breaker is the page's view of a backend (spec §4), so
// the brand fetch of every app on the page (each bundles its own copy of the domain) shares one.
const policies = new Map<string, ResiliencePolicy>();

/** The page's policy named `name`, made by `create` on first use. */
export function appPolicy(name: string, create: () => ResiliencePolicy): ResiliencePolicy {
  let policy = policies.get(name);
  if (!policy) {
    policy = create();
    policies.set(name, policy);
  }
  return policy;
}

/** Puts `policy` in place of the page's policy named `name` (tests, a host wanting other numbers). */
export function replaceAppPolicy(name: string, policy: ResiliencePolicy): void {
  policies.set(name, policy);
}
