import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  Navigate,
  Route,
  Routes,
  UNSAFE_createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router-dom';
import { FORGET_PATH, LOGIN_PATH, PROJECT_BASE } from '@/shared/config';
import { ErrorBoundary } from '@/shared/ui/error-screen';
import { Spinner } from '@/shared/ui/spinner';
import { coreScreens } from '../screens/core-screens';
import type { ScreenLoader } from '../screens/screen-loader';
import { RequireAuth } from './RequireAuth';
import { followHistory } from './visit-log';

/** Shown while a route's chunk loads on the first visit. */
const loading = <Spinner fullscreen />;

/** Every route's error boundary: a Chinese message and a way out, never a white screen; cleared by the next path. */
function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

/** A route's screen, loaded on its first visit (made once per route, at module level). */
function lazyRoute(load: ScreenLoader): ComponentType {
  const Screen = lazy(() => load().then((m) => ({ default: m.Component })));
  return function LazyRoute() {
    return (
      <RouteBoundary>
        <Suspense fallback={loading}>
          <Screen />
        </Suspense>
      </RouteBoundary>
    );
  };
}

/** /project opens the project overview, keeping the project id (product.md §2.3). */
function ProjectIndex() {
  const { search } = useLocation();
  return <Navigate to={`${PROJECT_BASE}/index${search}`} replace />;
}

// Everything but the login screen loads lazily: the login route's first load stays in its budget (architecture.md §9).
const publicScreen =
  (name: 'RegisterIndex' | 'RegisterCreate' | 'RegisterUpdate' | 'RegisterDetail' | 'NotFound'): ScreenLoader =>
  () =>
    import('./public-screens').then((m) => ({ Component: m[name] }));
const Login = lazyRoute(coreScreens.login);
const Forget = lazyRoute(coreScreens.forget);
const RegisterIndex = lazyRoute(publicScreen('RegisterIndex'));
const RegisterCreate = lazyRoute(publicScreen('RegisterCreate'));
const RegisterUpdate = lazyRoute(publicScreen('RegisterUpdate'));
const RegisterDetail = lazyRoute(publicScreen('RegisterDetail'));
const NotFound = lazyRoute(publicScreen('NotFound'));
const Shell = lazyRoute(() => import('../shell/SessionShell').then((m) => ({ Component: m.SessionShell })));
const BasicLayout = lazyRoute(() => import('../layouts/basic/BasicLayout').then((m) => ({ Component: m.BasicLayout })));
const ProjectLayout = lazyRoute(() =>
  import('../layouts/project/ProjectLayout').then((m) => ({ Component: m.ProjectLayout })),
);

/**
 * The declarative router over the browser's history (the data router's loaders and actions are not used here, and
 * cost every route's first load about 18 KB gzipped: docs/decisions.md). The history is followed so the workspace
 * knows every location the moment it is entered (visit-log.ts).
 */
const history = followHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

/**
 * Public routes (product.md §2.1), then everything behind the login: the project layout (product.md §2.3) and the basic layout, whose
 * workspace resolves every other path against the routes the server sent (product.md §2.2).
 */
export function AppRouter() {
  return (
    <HistoryRouter history={history}>
      <Routes>
        <Route path={LOGIN_PATH} element={<Login />} />
        <Route path={FORGET_PATH} element={<Forget />} />
        <Route path="/register/parent" element={<Navigate to="/register" replace />} />
        <Route path="/register" element={<RegisterIndex />} />
        <Route path="/register/create" element={<RegisterCreate />} />
        <Route path="/register/update" element={<RegisterUpdate />} />
        <Route path="/register/detail" element={<RegisterDetail />} />
        <Route path="/404" element={<NotFound />} />
        <Route
          path="/"
          element={
            <RouteBoundary>
              <RequireAuth />
            </RouteBoundary>
          }
        >
          <Route element={<Shell />}>
            <Route path={PROJECT_BASE} element={<ProjectIndex />} />
            <Route path={`${PROJECT_BASE}/:tab`} element={<ProjectLayout />} />
            <Route index element={<BasicLayout />} />
            <Route path="*" element={<BasicLayout />} />
          </Route>
        </Route>
      </Routes>
    </HistoryRouter>
  );
}
