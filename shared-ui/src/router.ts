// The router API the apps use, from one shared module (`@bonus-atlas/shared-ui/router`).
// Module Federation cannot tree-shake a shared package: sharing react-router itself sent all of it
// (60 kB gzip, data routers, server rendering, RSC) to every page. Shared through this file, the
// shell's copy keeps only what is listed here, and every app still gets the one router instance.
// Declarative routing only: the data router (createBrowserRouter/RouterProvider) alone was ~18 kB gzip.
// Apps import routing from here only (eslint.config.js).
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
