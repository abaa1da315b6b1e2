import type { ReactNode } from 'react';

/**
 * Content wider than its place (a wide table without links or buttons, a chart), scrolled sideways in a named region
 * the keyboard can reach: Tab onto it, then the arrow keys (axe scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
