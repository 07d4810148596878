import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PAGE_DATA_EXPOSE, type PageDataModule } from '../../../federation.pages';
import { federationReady } from './register-remotes';

type PageModule = { default: ComponentType };

const loads = new Map<string, Promise<PageModule>>();
/** Pages whose module has arrived: rendered at once, without suspending (the server render needs it). */
const loaded = new Map<string, ComponentType>();

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * Starts loading an exposed page (manifest, remoteEntry, page chunk) once; boot calls it for the
 * route in the address bar so the download runs while the shell paints and Auth starts.
 */
export function preloadRemotePage(id: string): Promise<PageModule> {
  let load = loads.get(id);
  if (!load) {
    load = federationReady()
      .then(() => import('@module-federation/enhanced/runtime'))
      .then(({ loadRemote }) => loadRemote<PageModule>(id))
      .then((module) => {
        if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
        loaded.set(id, module.default);
        return module;
      });
    // a failure is not kept: Retry (forgetRemotePage) or the next visit asks again
    const current = load;
    current.catch(() => {
      if (loads.get(id) === current) loads.delete(id);
    });
    loads.set(id, current);
  }
  return load;
}

/** One lazy component per exposed module, so revisiting a route does not suspend again. */
export function lazyRemotePage(id: string): LazyExoticComponent<ComponentType> {
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => preloadRemotePage(id));
    pages.set(id, page);
  }
  return page;
}

/**
 * The page component once its module has arrived, else a lazy one. The server render and the takeover
 * of its page both load the page before rendering, so they render the page itself at once, not a
 * boundary waiting for it.
 */
export function remotePage(id: string): ComponentType {
  return loaded.get(id) ?? lazyRemotePage(id);
}

/** Forgets a loaded (or failed) page so the next render asks the runtime again. */
export function forgetRemotePage(id: string): void {
  pages.delete(id);
  loads.delete(id);
  loaded.delete(id);
}

const pageDataLoads = new Map<string, Promise<PageDataModule>>();

/**
 * A remote's pages' first reads (its `./pageData`, built with the remote's own copy of the domain),
 * loaded once; a failure is not kept, so the next page of that remote asks again.
 */
export function loadRemotePageData(remote: string): Promise<PageDataModule> {
  let load = pageDataLoads.get(remote);
  if (!load) {
    load = federationReady()
      .then(() => import('@module-federation/enhanced/runtime'))
      .then(({ loadRemote }) => loadRemote<PageDataModule>(`${remote}/${PAGE_DATA_EXPOSE}`))
      .then((module) => {
        if (!module?.pageData) throw new Error(`${remote}/${PAGE_DATA_EXPOSE} has no pageData`);
        return module;
      });
    const current = load;
    current.catch(() => {
      if (pageDataLoads.get(remote) === current) pageDataLoads.delete(remote);
    });
    pageDataLoads.set(remote, current);
  }
  return load;
}
