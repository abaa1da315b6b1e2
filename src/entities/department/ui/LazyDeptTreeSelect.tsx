import { Select } from 'antd';
import { lazy, Suspense } from 'react';
import type { DeptTreeSelectProps } from './DeptTreeSelect';

const Loaded = lazy(() => import('./DeptTreeSelect').then((m) => ({ default: m.DeptTreeSelect })));

/**
 * The department picker, with antd's tree select loaded when a form or filter first shows it, not with every list
 * that declares it in its form (architecture.md §9: the table screen's first load). A plain disabled select holds
 * its place meanwhile. It holds its own Suspense: a caller renders it like any component.
 */
export function DeptTreeSelect(props: DeptTreeSelectProps) {
  return (
    <Suspense
      fallback={<Select id={props.id} disabled loading placeholder={props.placeholder} style={{ width: '100%' }} />}
    >
      <Loaded {...props} />
    </Suspense>
  );
}
