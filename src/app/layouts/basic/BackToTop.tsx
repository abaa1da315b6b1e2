import { lazy, Suspense, useEffect, useState } from 'react';

// antd's FloatButton (about 5 KB gzipped) loads on the first scroll that shows it, not with every page (architecture.md §9).
const BackTopButton = lazy(() => import('./BackTopButton').then((m) => ({ default: m.BackTopButton })));

const SHOW_AFTER_PX = 400;
const DEBOUNCE_MS = 150;

/** The scroll-to-top button, shown once the page is scrolled; the scroll handler is debounced 150 ms (product.md §2.4). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(window.scrollY > SHOW_AFTER_PX), DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <BackTopButton />
    </Suspense>
  );
}
