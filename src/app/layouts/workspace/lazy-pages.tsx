import { lazy } from 'react';

// What a route shows instead of its screen (unknown key, an embedded page) loads when shown: antd's Result and the
// iframe page stay out of every screen's first load (architecture.md §9).
export const ExceptionPage = lazy(() => import('@/shared/ui/exception').then((m) => ({ default: m.ExceptionPage })));
export const EmbeddedPage = lazy(() => import('@/features/home/embedded').then((m) => ({ default: m.EmbeddedPage })));
