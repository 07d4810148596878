/**
 * The TanStack Query API the remotes use, from the one copy of the library inside this package.
 * TanStack Query is not in the federation share scope (a shared library is shipped whole,
 * here it is tree-shaken), so a remote importing `@tanstack/react-query` itself would bundle a second
 * copy whose hooks do not see the shell's QueryClientProvider; ESLint sends remotes here instead.
 */
export {
  hashKey,
  infiniteQueryOptions,
  keepPreviousData,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { Query, QueryKey } from '@tanstack/react-query';
