import { Tabs as AntTabs, type TabsProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';

/**
 * antd's Tabs with a tablist that holds only tabs. antd gives the role to the whole tab bar, which also holds the
 * overflow button (…) shown when the tabs do not fit; a tablist may own only tabs (WCAG, axe's
 * aria-required-children). The role moves to the list of tabs, where it belongs, each time antd renders the bar.
 * Use it instead of antd's.
 */
export function Tabs(props: TabsProps) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const fix = () => {
      for (const nav of root.querySelectorAll(':scope > .ant-tabs > .ant-tabs-nav[role="tablist"]')) {
        const list = nav.querySelector('.ant-tabs-nav-list');
        if (!list) continue;
        list.setAttribute('role', 'tablist');
        const orientation = nav.getAttribute('aria-orientation');
        if (orientation) list.setAttribute('aria-orientation', orientation);
        nav.removeAttribute('aria-orientation');
        nav.setAttribute('role', 'none');
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <AntTabs {...props} />
    </div>
  );
}
