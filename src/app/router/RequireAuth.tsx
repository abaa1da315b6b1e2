import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasSession } from '@/entities/session';
import { LOGIN_PATH } from '@/shared/config';

/** Without a token the person goes to /login?redirect=<the full path they wanted> (product.md §2.2). */
export function RequireAuth() {
  const location = useLocation();
  if (!hasSession()) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return <Outlet />;
}
