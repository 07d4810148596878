import { type PageDataLoader } from '../../federation.pages';
import { brandListing } from './pages/ByBrandsPage.data';
import { categoryListing } from './pages/ByCategoryPage.data';
import { categoryBySlug } from './pages/CategoryLandingPage.data';
import { welcomeBonusTable } from './pages/WelcomeBonusPage.data';

/**
 * This remote's pages' first reads, by the name routes.tsx gives each page's `start` (exposed as
 * `./pageData`): boot starts them beside the page's code, the server render with this remote's server
 * build. Each loader lives beside its page and reads through this remote's own copy of the domain.
 */
export const pageData: Readonly<Record<string, PageDataLoader>> = {
  categoryListing,
  brandListing,
  welcomeBonusTable,
  categoryBySlug,
};
