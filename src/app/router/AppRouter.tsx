import { Spin } from 'antd';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { HOME_PATH, LOGIN_PATH } from '@/shared/config';
import { NotFoundPage } from '../errors/NotFoundPage';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { screenRegistry } from '../screens/registry';
import { RequireAuth } from './RequireAuth';

/** Shown while a screen's chunk loads on the first visit. */
const loading = <Spin size="large" fullscreen />;

const router = createBrowserRouter([
  { path: LOGIN_PATH, lazy: screenRegistry.login, hydrateFallbackElement: loading, errorElement: <RouteErrorPage /> },
  { path: '/404', element: <NotFoundPage />, errorElement: <RouteErrorPage /> },
  {
    path: '/',
    element: <RequireAuth />,
    hydrateFallbackElement: loading,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: HOME_PATH, lazy: screenRegistry.welcome, errorElement: <RouteErrorPage /> },
    ],
  },
  // Unknown paths go home (§2.2).
  { path: '*', element: <Navigate to={HOME_PATH} replace /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
