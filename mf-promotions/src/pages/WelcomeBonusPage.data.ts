import { type PageDataLoader } from '../../../federation.pages';
import { prefetchWelcomeBonusTable } from '@bonus-atlas/shared-services';

/** /welcomebonus's whole table. */
export const welcomeBonusTable: PageDataLoader = { start: (queryClient) => prefetchWelcomeBonusTable(queryClient) };
