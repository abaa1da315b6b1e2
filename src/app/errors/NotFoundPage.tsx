import { lazy, Suspense } from 'react';

// Loaded on demand: the router imports this page up front, and the illustrations would push the login route's
// first load over its budget (DESIGN §9).
const ExceptionPage = lazy(() => import('@/shared/ui/exception').then((m) => ({ default: m.ExceptionPage })));

/** /404 and every unknown screen key (§2.1, §7): the spec's 404 page with its way back home. */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <ExceptionPage status={404} />
    </Suspense>
  );
}
