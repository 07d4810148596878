import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per exposed module, so revisiting a route does not suspend again. */
export function lazyRemotePage(id: string): LazyExoticComponent<ComponentType> {
  let page = pages.get(id);
  if (!page) {
    page = lazy(async () => {
      const module = await loadRemote<PageModule>(id);
      if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
      return module;
    });
    pages.set(id, page);
  }
  return page;
}

/** Forgets a loaded (or failed) page so the next render asks the runtime again. */
export function forgetRemotePage(id: string): void {
  pages.delete(id);
}
