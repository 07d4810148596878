import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// the server's router: rendering one address without a browser history (the shared router module
// lists only what browsers use)
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { stringify } from 'devalue';
import { initI18n, i18n } from '@bonus-atlas/shared-ui';
// the server render is no first paint: it loads the whole services package at once
// eslint-disable-next-line no-restricted-imports
import { serverStateReducers } from '@bonus-atlas/shared-services';
import { createQueryClient } from '@bonus-atlas/shared-services/frame';
import '../i18n';
import { AppProviders, AppRoutes } from '../App';
import { preloadRemotePage } from '../federation/load-remote-page';
import { routeForPath } from '../routes/route-match';
import { startRouteData } from '../routes/route-start';
import { remoteModuleId, type RemoteName } from '../routes/route-table';
import { SERVER_RENDERED_PAGES } from './server-rendered-pages';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** What React asks to load early (the first images' preloads), for <head>: #root holds only the app. */
  head: string;
  /** The query cache the page was rendered with (devalue), for the browser to hydrate from. */
  state: string;
  language: string;
  /** The remote and exposed module of the page, whose stylesheets the HTML must link. */
  remote: RemoteName;
  module: string;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * One render at a time: the language is the shared i18n instance's (one per page in a browser), so
 * two requests in different languages must not interleave.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

function anyQueryFailed(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/**
 * The first screen of a public page (issue 15): the frame and the route's page rendered with the data
 * it starts with, as the app renders them for a visitor (signed out) when it takes over. Null
 * when the address is not a page rendered here, or its data failed to load: the browser renders that
 * page itself, with its own error states and Retry.
 */
export function renderPage(url: string, language: string): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const found = routeForPath(pathname);
  if (!found) return Promise.resolve(null);
  const id = remoteModuleId(found.route);
  if (!SERVER_RENDERED_PAGES.has(id)) return Promise.resolve(null);

  return oneAtATime(async () => {
    initI18n({ lng: language });
    await i18n.changeLanguage(language);
    const queryClient = createQueryClient();
    await Promise.all([startRouteData(id, found.params, search, queryClient), preloadRemotePage(id)]);
    if (anyQueryFailed(queryClient)) return null;

    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={pathname + search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      {
        // one piece: a large page is otherwise sent as a hidden part and a script that moves it in place
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => console.error('[server render]', pathname, error),
      },
    );
    const rendered = await readStream(prelude);
    // React puts its preloads before the markup; #root holds the app alone
    const head = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
    const html = rendered.slice(head.length);
    const state = stringify(dehydrate(queryClient), serverStateReducers);
    queryClient.clear();
    return { html, head, state, language, remote: found.route.remote, module: found.route.module };
  });
}
