import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { forgetFailedEntryLoad } from '@bonus-atlas/shared-services/frame';

export interface RetryOptions {
  /** Extra attempts after the first failure. */
  retries: number;
  /** Delay before the first retry; doubles each time. */
  baseDelayMs: number;
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch with retries on network errors and 5xx answers (a remote that is restarting or briefly overloaded). */
export async function fetchWithRetry(
  url: string,
  init: RequestInit | undefined,
  { retries, baseDelayMs }: RetryOptions,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await wait(baseDelayMs * 2 ** (attempt - 1));
    try {
      const response = await fetcher(url, init);
      if (response.status < 500) return response;
      lastError = new Error(`HTTP ${response.status} for ${url}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Which remotes' manifests are fetched with cookies (the admin remote's gate reads `__session`). */
export type CredentialsFor = (remoteName: string | undefined) => RequestCredentials | undefined;

/**
 * Retries manifest fetches and remote entry scripts before the fallback takes over; a manifest boot
 * fetched early (`fetchedEarly`, see early-fetches.ts) answers the runtime's first request. This is the
 * shell's only `fetch` hook: the runtime calls every plugin's hook and keeps the last answer, so a
 * second plugin fetching the same manifest would send it twice.
 */
export function retryPlugin(
  options: RetryOptions = { retries: 2, baseDelayMs: 300 },
  credentialsFor: CredentialsFor = () => undefined,
  fetchedEarly: (url: string) => Promise<Response> | undefined = () => undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'bonus-atlas-retry',
    fetch(url, init, remoteInfo) {
      const credentials = credentialsFor(remoteInfo?.name);
      const fetchNow = () => fetchWithRetry(url, credentials ? { ...init, credentials } : init, options);
      // a manifest boot already asked for (never one sent with cookies); a failed early answer is retried
      const early = credentials ? undefined : fetchedEarly(url);
      return early ? early.then((response) => (response.status < 500 ? response : fetchNow()), fetchNow) : fetchNow();
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // the failed script is still cached by the runtime: dropped, so the retry really loads again
      forgetFailedEntryLoad({ globalLoading, uniqueKey });
      const retried = wait(options.baseDelayMs)
        .then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }))
        .then((entry) => entry || undefined);
      // the hook's typings wrap the result in one Promise too many; the runtime awaits it once
      return retried as unknown as ReturnType<LoadEntryErrorHook>;
    },
  };
}
