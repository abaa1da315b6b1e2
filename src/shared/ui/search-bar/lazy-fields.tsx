import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// Date pickers and number inputs load with the first date or range condition, not with every list.
const LazyDateField = lazy(() => import('./DateField'));
const LazyRangeField = lazy(() => import('./RangeField'));

const fallback = <Skeleton.Input active size="small" block />;

export function DateField(props: ComponentProps<typeof LazyDateField>) {
  return (
    <Suspense fallback={fallback}>
      <LazyDateField {...props} />
    </Suspense>
  );
}

export function RangeField(props: ComponentProps<typeof LazyRangeField>) {
  return (
    <Suspense fallback={fallback}>
      <LazyRangeField {...props} />
    </Suspense>
  );
}
