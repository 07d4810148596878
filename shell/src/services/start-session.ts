import { loadServices, type Services } from './load-services';

/**
 * Starts following the auth state (the Auth SDK is fetched here) and hands back the services. Boot
 * calls it once the page is in; sign-in calls it too, so a visitor who signs in before boot got there
 * still reaches the session store. Starting twice is a no-op (initSession is idempotent).
 */
export async function startSession(): Promise<Services> {
  const services = await loadServices();
  services.initSession();
  return services;
}
