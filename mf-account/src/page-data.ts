import { type MemberPageDataLoader, type PageDataLoader } from '../../federation.pages';
import { ownerBrands } from './pages/MyBrandsPage.data';
import { wallet } from './pages/TransactionsPage.data';

/**
 * This remote's pages' first reads (exposed as `./pageData` by its server build alone: no browser asks
 * for them). Its pages show one member's own data, so none starts for everyone (`pageData`); My Brands
 * and the wallet are rendered on the server for a signed-in member, read as them by the loaders their
 * `memberStart` names (`memberPageData`), with this remote's server build and its own copy of the domain:
 * a change to what they read ships with this remote.
 */
export const pageData: Readonly<Record<string, PageDataLoader>> = {};

export const memberPageData: Readonly<Record<string, MemberPageDataLoader>> = { ownerBrands, wallet };
