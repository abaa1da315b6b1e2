import { useEffect, type RefObject } from 'react';

/**
 * SVAR's grid (2.7) writes ARIA that axe refuses: rows with aria-expanded in a role="grid" (a tree of rows is a
 * treegrid), aria-rowindex counted from 0 (it starts at 1), and aria-label on its column grips of role
 * "presentation". Corrected in place, also when rows are re-rendered while scrolling.
 */
export function fixSvarAria(root: ParentNode): void {
  root.querySelectorAll('[role="grid"]').forEach((grid) => grid.setAttribute('role', 'treegrid'));
  root.querySelectorAll('[aria-rowindex]').forEach((row) => row.removeAttribute('aria-rowindex'));
  root.querySelectorAll('[role="presentation"][aria-label]').forEach((grip) => grip.removeAttribute('aria-label'));
}

export function useSvarAria(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    fixSvarAria(root);
    // Our own changes are attribute changes the filter below does not watch again once they are made.
    const observer = new MutationObserver(() => fixSvarAria(root));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'aria-rowindex', 'aria-label'],
    });
    return () => observer.disconnect();
  }, [ref]);
}
