import { createBrowserRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { FORGET_PATH, LOGIN_PATH, PROJECT_BASE } from '@/shared/config';
import { Spinner } from '@/shared/ui/spinner';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { coreScreens } from '../screens/core-screens';
import { RequireAuth } from './RequireAuth';
import { followRouter } from './visit-log';

/** Shown while a route's chunk loads on the first visit. */
const loading = <Spinner fullscreen />;
const errorElement = <RouteErrorPage />;

/** /project opens the project overview, keeping the project id (product.md §2.3). */
function ProjectIndex() {
  const { search } = useLocation();
  return <Navigate to={`${PROJECT_BASE}/index${search}`} replace />;
}

// Everything but the login screen loads lazily: the login route's first load stays in its budget (architecture.md §9).
const publicScreen =
  (name: 'RegisterIndex' | 'RegisterCreate' | 'RegisterUpdate' | 'RegisterDetail' | 'NotFound') => () =>
    import('./public-screens').then((m) => ({ Component: m[name] }));
const shell = () => import('../shell/SessionShell').then((m) => ({ Component: m.SessionShell }));
const basicLayout = () => import('../layouts/basic/BasicLayout').then((m) => ({ Component: m.BasicLayout }));
const projectLayout = () => import('../layouts/project/ProjectLayout').then((m) => ({ Component: m.ProjectLayout }));

/**
 * Public routes (product.md §2.1), then everything behind the login: the project layout (product.md §2.3) and the basic layout, whose
 * workspace resolves every other path against the routes the server sent (product.md §2.2).
 */
const router = createBrowserRouter([
  { path: LOGIN_PATH, lazy: coreScreens.login, hydrateFallbackElement: loading, errorElement },
  { path: FORGET_PATH, lazy: coreScreens.forget, hydrateFallbackElement: loading, errorElement },
  { path: '/register/parent', element: <Navigate to="/register" replace /> },
  { path: '/register', lazy: publicScreen('RegisterIndex'), hydrateFallbackElement: loading, errorElement },
  { path: '/register/create', lazy: publicScreen('RegisterCreate'), hydrateFallbackElement: loading, errorElement },
  { path: '/register/update', lazy: publicScreen('RegisterUpdate'), hydrateFallbackElement: loading, errorElement },
  { path: '/register/detail', lazy: publicScreen('RegisterDetail'), hydrateFallbackElement: loading, errorElement },
  { path: '/404', lazy: publicScreen('NotFound'), hydrateFallbackElement: loading, errorElement },
  {
    path: '/',
    element: <RequireAuth />,
    hydrateFallbackElement: loading,
    errorElement,
    children: [
      {
        lazy: shell,
        errorElement,
        children: [
          { path: PROJECT_BASE, element: <ProjectIndex /> },
          { path: `${PROJECT_BASE}/:tab`, lazy: projectLayout, errorElement },
          { index: true, lazy: basicLayout, errorElement },
          { path: '*', lazy: basicLayout, errorElement },
        ],
      },
    ],
  },
]);
followRouter(router);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
