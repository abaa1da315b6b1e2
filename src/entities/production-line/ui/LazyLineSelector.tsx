import { lazy, Suspense } from 'react';
import type { SelectorProps } from '@/shared/ui/selection-modal';
import type { ProductionLine } from '../api/lines-query';

const Loaded = lazy(() => import('./LineSelector').then((m) => ({ default: m.LineSelector })));

/**
 * The line selector dialog, loaded when first shown (department tree and paging stay out of forms that only need
 * LineSelect). It holds its own Suspense: a caller renders it like any component, nothing to wrap.
 */
export function LineSelector(props: SelectorProps<ProductionLine>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
