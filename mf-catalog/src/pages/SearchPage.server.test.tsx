import { renderToString } from 'react-dom/server';
import { beforeEach, expect, it, vi } from 'vitest';
import {
  createQueryClient,
  queryKeys,
  QueryClientProvider,
  SERVER_ONLY_META,
  type Brand,
  type BrandList,
  type QueryClient,
} from '@bonus-atlas/shared-services';
import { ToastProvider } from '@bonus-atlas/shared-ui';
import { MemoryRouter } from '@bonus-atlas/shared-ui/router';
import SearchPage from './SearchPage';
import { brandSearchHeadKey, keepBrandSearchHead, type BrandSearchHead } from '../features/brands';
import { makeBrand, NOW } from '../test/brand-fixtures';

vi.mock('../features/favorites/use-favorites', () => ({
  useFavorites: () => ({
    favoriteIds: [],
    isFavorite: () => false,
    toggleFavorite: vi.fn(),
    isLoading: false,
    isError: false,
  }),
}));

// 60 brands whose name says "Naga" (rating falling with the index) and 40 others
const brands = Array.from(
  { length: 100 },
  (_, index) =>
    makeBrand({
      id: `b${String(index).padStart(3, '0')}`,
      name: index < 60 ? `Naga ${index}` : `Garuda ${index}`,
      rating: 5 - index / 100,
    }) as Brand,
);

/** The render server's cache: the brand list it read (never sent with a page), then the page's start. */
async function serverCache(term: string): Promise<QueryClient> {
  const queryClient = createQueryClient();
  const list: BrandList = { brands, source: 'network', notice: null, updatedAt: NOW };
  await queryClient.prefetchQuery({ queryKey: queryKeys.brands.list(), queryFn: () => list, meta: SERVER_ONLY_META });
  keepBrandSearchHead(queryClient, term);
  return queryClient;
}

const renderPage = (queryClient: QueryClient, route: string) =>
  renderToString(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <SearchPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  return () => vi.useRealTimers();
});

it("keeps the term's first 24 results and their number for a rendered search page", async () => {
  const queryClient = await serverCache('  naga ');
  const head = queryClient.getQueryData<BrandSearchHead>(brandSearchHeadKey('naga'));
  expect(head?.total).toBe(60);
  expect(head?.brands.map((brand) => brand.name)).toEqual(Array.from({ length: 24 }, (_, index) => `Naga ${index}`));
  // the page's state carries that head, not the brand list (the test the server's dehydrate applies)
  const sends = queryClient.getDefaultOptions().dehydrate?.shouldDehydrateQuery;
  const sent = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => sends?.(query))
    .map((query) => query.queryKey);
  expect(sent).toContainEqual(brandSearchHeadKey('naga'));
  expect(sent).not.toContainEqual(queryKeys.brands.list());
});

it("renders the term's first screen on the server from the head alone: the result count and its first cards", async () => {
  const queryClient = await serverCache('naga');
  // what the browser's page starts from: the state the server sent, without the list
  const browser = createQueryClient();
  browser.setQueryData(brandSearchHeadKey('naga'), queryClient.getQueryData(brandSearchHeadKey('naga')));
  for (const client of [queryClient, browser]) {
    const html = renderPage(client, '/search?q=naga');
    expect(html).toContain('Found 60 result(s) for &quot;naga&quot;');
    expect(html).toContain('Naga 0');
    expect(html).not.toContain('Garuda');
  }
});

it('renders the prompt without a term, and the loading state for a term the server has no head for', async () => {
  const queryClient = await serverCache('');
  expect(renderPage(queryClient, '/search')).toContain('Start your search');
  expect(renderPage(queryClient, '/search?q=naga')).toContain('Loading brands...');
});
