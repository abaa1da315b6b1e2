import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { HOME_PATH, LOGIN_PATH } from '@/shared/config';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { screenRegistry } from '../screens/registry';
import { RequireAuth } from './RequireAuth';

const router = createBrowserRouter([
  { path: LOGIN_PATH, lazy: screenRegistry.login, errorElement: <RouteErrorPage /> },
  { path: '/404', element: <NotFoundPage />, errorElement: <RouteErrorPage /> },
  {
    path: '/',
    element: <RequireAuth />,
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
