import { type PageDataLoader } from '../../federation.pages';
import { brandPage } from './pages/BrandPage.data';
import { brandList, brandListHead } from './pages/HomePage.data';
import { brandSearch } from './pages/SearchPage.data';

/**
 * This remote's pages' first reads, by the name routes.tsx gives each page's `start` (exposed as
 * `./pageData`): boot starts them beside the page's code, the server render with this remote's server
 * build. Each loader lives beside its page and reads through this remote's own copy of the domain.
 */
export const pageData: Readonly<Record<string, PageDataLoader>> = { brandList, brandListHead, brandPage, brandSearch };
