// FileSearchOutlined is one of the menu icons, already in the shell: SearchOutlined would add to every first load.
import { FileSearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLazyOpen } from '@/shared/lib/lazy-open';
import type { MenuScreen } from '../model/menu-index';
import { recentScreens } from '../model/recent-screens';

// The dialog and pinyin-pro (which it imports on open) load on first use: neither is part of any page's first load.
const MenuSearchDialog = lazy(() => import('./MenuSearchDialog').then((m) => ({ default: m.MenuSearchDialog })));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
export const SHORTCUT_LABEL = isMac ? '⌘K' : 'Ctrl+K';

interface MenuSearchButtonProps {
  /** Every screen the user's menus offer, across products. */
  screens: readonly MenuScreen[];
  /** Opens the chosen screen (the layout navigates, or opens an external link in a new window). */
  onOpen(screen: MenuScreen): void;
}

/** The header's search button: finds a screen among all products by title, menu path or pinyin (Ctrl+K / ⌘K). */
export function MenuSearchButton({ screens, onOpen }: MenuSearchButtonProps) {
  const { open, used, show, hide } = useLazyOpen();
  const { pathname } = useLocation();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  // A screen opened any way (menu, tab, link, search) counts as recently opened.
  useEffect(() => {
    if (screens.some((screen) => screen.path === pathname && !screen.externalLink)) recentScreens.visit(pathname);
  }, [pathname, screens]);

  return (
    <>
      <Tooltip title={`搜索页面（${SHORTCUT_LABEL}）`}>
        <Button
          type="text"
          aria-label="搜索页面"
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
          aria-haspopup="dialog"
          icon={<FileSearchOutlined />}
          onClick={show}
        />
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <MenuSearchDialog
            open={open}
            screens={screens}
            onClose={hide}
            onChoose={(screen) => {
              hide();
              recentScreens.visit(screen.path);
              onOpen(screen);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
