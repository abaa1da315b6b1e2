import { lazy, Suspense, type ComponentProps } from 'react';

// The panel (a grid of condition fields) loads when the user first opens 高级搜索, not with every list (architecture.md §9).
const Panel = lazy(() => import('./AdvancedSearchPanel').then((m) => ({ default: m.AdvancedSearchPanel })));

export function LazyAdvancedSearchPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
