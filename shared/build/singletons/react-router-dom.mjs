/**
 * What every app gets for `import { … } from 'react-router-dom'`: the federation shares this module as the
 * `react-router-dom` singleton instead of the whole package (a shared module is never tree-shaken: all of
 * react-router's data routers, server rendering and framework mode cost ~60 KB gzip on every first visit).
 * Still one router: every app's hooks read the contexts of this one copy. ESLint (eslint.config.mjs) reads
 * this list and refuses an import from 'react-router-dom' of a name that is not here: add it here first.
 * From 'react-router', which react-router-dom re-exports: 'react-router-dom' itself would be this module again.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
