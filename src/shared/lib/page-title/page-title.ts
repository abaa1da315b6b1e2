import { useEffect } from 'react';
import { BRAND } from '@/shared/config';

/** Page title is 'brand - route title' (product.md §2.2). */
export function pageTitle(title: string | undefined): string {
  return title ? `${BRAND} - ${title}` : BRAND;
}

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
