import { Activity, useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '@/shared/ui/spinner';
import { useLayoutSettings } from '@/entities/layout-settings';
import { HOME_PATH } from '@/shared/config';
import { navigationHistory } from '@/shared/lib/navigation-history';
import { usePageTitle } from '@/shared/lib/page-title';
import { TabTitleContext } from '@/shared/lib/workspace';
import { message } from '../../setup/feedback';
import { directoryTarget, normalizePath, type AppRoute } from '../../routes/route-table';
import { STATIC_REDIRECTS } from '../../routes/static-routes';
import { currentVisit, visitsUpTo } from '../../router/visit-log';
import { useShell } from '../../shell/shell-context';
import { PageHeaderBar } from './PageHeaderBar';
import { ScreenView } from './ScreenView';
import { TabsBar } from './TabsBar';
import {
  EMPTY_TABS,
  openTab,
  renameTabs,
  runTabCommand,
  type TabCommand,
  type TabsState,
  type WorkspaceTab,
} from './tabs-model';
import styles from './Workspace.module.css';

/**
 * The content of the basic layout: a tab per visited full path (product.md §2.4) whose views stay alive (hidden, state kept)
 * while multi-tab is on or their route asks for it (meta keepAlive, product.md §2.2).
 */
export function Workspace() {
  const location = useLocation();
  const navigate = useNavigate();
  const { routes, product } = useShell();
  const [{ multiTab }] = useLayoutSettings();
  const path = normalizePath(location.pathname);
  const fullPath = `${location.pathname}${location.search}`;
  const route = routes.get(path);
  const forward = STATIC_REDIRECTS[path] ?? (route && directoryTarget(route));

  const [state, setState] = useState<TabsState>(EMPTY_TABS);
  const [seen, setSeen] = useState<{ fullPath: string; seq: number; passed: readonly string[] }>();
  if (route && !forward && seen?.fullPath !== fullPath) {
    // Derived during render so the new view shows in the same paint as the URL change. Every location passed
    // through since the last one shown opens its tab too: quick navigations may be rendered only at their end.
    const passed = visitsUpTo(seen?.seq, fullPath);
    setSeen({ fullPath, seq: passed.seq, passed: passed.fullPaths });
    setState((s) => passed.fullPaths.reduce((tabs, visited) => openVisited(tabs, visited, routes, multiTab), s));
  }

  useEffect(() => {
    // The back history gets every location passed through too, in order, like the tabs.
    for (const visited of seen?.fullPath === fullPath ? seen.passed : [fullPath]) navigationHistory.visit(visited);
  }, [fullPath, seen]);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [path]);
  usePageTitle(route?.title);

  const onCommand = (command: TabCommand, tabId: number) => {
    const result = runTabCommand(state, command, tabId);
    if (result.message) void message.warning(result.message);
    setState(result.state);
    const active = result.state.tabs.find((tab) => tab.id === result.state.activeId);
    if (active && active.fullPath !== fullPath) void navigate(active.fullPath);
  };

  const rename = useCallback((tabPath: string, title: string) => setState((s) => renameTabs(s, tabPath, title)), []);

  // A redirect is a navigation like any other: until the next screen's chunk has come, say that it is loading.
  if (forward || !route) return <Redirecting to={forward ?? HOME_PATH} />;
  return (
    <div className={styles.workspace}>
      {multiTab && (
        <TabsBar
          tabs={state.tabs}
          activeId={state.activeId}
          onSelect={(tab) => {
            // Against where the router is, not the rendered location: that can lag behind (see TabsBar).
            if (tab.fullPath !== (currentVisit() ?? fullPath)) void navigate(tab.fullPath);
          }}
          onCommand={onCommand}
        />
      )}
      {state.tabs.map((tab) => {
        const tabRoute = routes.get(tab.path);
        if (!tabRoute) return null;
        return (
          <Activity key={tab.id} mode={tab.id === state.activeId ? 'visible' : 'hidden'}>
            <TabView route={tabRoute} productName={product?.name} onRename={rename} />
          </Activity>
        );
      })}
    </div>
  );
}

/** A visited full path opens (or activates) its tab, unless it has no screen of its own (unknown, a directory). */
function openVisited(
  state: TabsState,
  fullPath: string,
  routes: ReadonlyMap<string, AppRoute>,
  multiTab: boolean,
): TabsState {
  const query = fullPath.indexOf('?');
  const path = normalizePath(query < 0 ? fullPath : fullPath.slice(0, query));
  const route = routes.get(path);
  if (!route || STATIC_REDIRECTS[path] || directoryTarget(route)) return state;
  const next = openTab(state, fullPath, path, route.title);
  const keep = (tab: WorkspaceTab) => multiTab || tab.id === next.activeId || routes.get(tab.path)?.keepAlive;
  return { ...next, tabs: next.tabs.filter(keep) };
}

interface TabViewProps {
  route: AppRoute;
  productName: string | undefined;
  onRename(path: string, title: string): void;
}

/** One kept-alive view: its page header and screen; screens rename their tab through the context (product.md §2.4). */
function TabView({ route, productName, onRename }: TabViewProps) {
  const rename = useCallback((title: string) => onRename(route.path, title), [onRename, route.path]);
  return (
    <TabTitleContext value={rename}>
      <section className={styles.view}>
        {/* A screen without the page header still has its title as the page's h1, for assistive technology. */}
        {route.hideHeader ? (
          <h1 className="visually-hidden">{route.title}</h1>
        ) : (
          <PageHeaderBar route={route} productName={productName} />
        )}
        <div className={styles.screen}>
          <ScreenView route={route} />
        </div>
      </section>
    </TabTitleContext>
  );
}

function Redirecting({ to }: { to: string }) {
  return (
    <>
      <Spinner />
      <Navigate to={to} replace />
    </>
  );
}
