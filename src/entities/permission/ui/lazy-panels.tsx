import { lazy } from 'react';

// The 403 panels load when shown: antd's Result stays out of the first load of every screen (architecture.md §9).
// Render them inside a Suspense boundary (the workspace has one around every screen).
export const PermissionDenied = lazy(() => import('./PermissionDenied').then((m) => ({ default: m.PermissionDenied })));
export const DataAccessDenied = lazy(() => import('./DataAccessDenied').then((m) => ({ default: m.DataAccessDenied })));
