import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@/entities/session';
import type { AppRoute } from '../../routes/route-table';
import { followHistory } from '../../router/visit-log';
import { navigationHistory } from '@/shared/lib/navigation-history';
import { ShellContext, type Shell } from '../../shell/shell-context';
import { Workspace } from './Workspace';

// Every screen's chunk is still loading, and stays so: the tabs must not wait for it.
vi.mock('../../screens/registry', () => ({
  screenKeys: ['test.loading'],
  screenLoader: () => () => new Promise<never>(() => undefined),
}));

function route(path: string, title: string): AppRoute {
  return {
    id: path,
    name: path,
    path,
    title,
    icon: null,
    component: 'test.loading',
    redirect: null,
    link: null,
    permission: [],
    hideHeader: false,
    keepAlive: false,
    level: 1,
    trail: [],
  };
}

const ROUTES = new Map([
  ['/welcome', route('/welcome', '首页')],
  ['/master/material', route('/master/material', '物料')],
  ['/master/materialGroup', route('/master/materialGroup', '物料组')],
  ['/master/materialType', route('/master/materialType', '物料类型')],
]);

const shell: Shell = {
  // The workspace reads only the routes and the product.
  user: {} as UserInfo,
  product: undefined,
  menu: [],
  routes: ROUTES,
  selectProduct: () => undefined,
  screens: [],
};

function renderWorkspace() {
  // As the app's router does (AppRouter): the history followed by the visit log.
  const history = followHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/welcome'], v5Compat: true }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HistoryRouter history={history}>
        <Routes>
          <Route
            path="*"
            element={
              <ShellContext value={shell}>
                <Workspace />
              </ShellContext>
            }
          />
        </Routes>
      </HistoryRouter>
    </QueryClientProvider>,
  );
  return history;
}

const tabTitles = () => [...document.querySelectorAll('[data-tab-path]')].map((tab) => tab.textContent);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the workspace tabs', () => {
  it('has the tab of a route the moment it is entered, while its screen still loads', async () => {
    const history = renderWorkspace();
    act(() => history.push('/master/material'));
    expect(tabTitles()).toEqual(['首页', '物料']);
    expect(screen.getAllByRole('heading', { name: '物料' })).toHaveLength(1);
  });

  it('keeps a tab for each of three quick navigations made before any of them was shown', async () => {
    const history = renderWorkspace();
    act(() => {
      // Menu clicks in quick succession on a cold load: none of these locations has been rendered yet.
      history.push('/master/material');
      history.push('/master/materialGroup');
      history.push('/master/materialType');
    });
    expect(tabTitles()).toEqual(['首页', '物料', '物料组', '物料类型']);
    expect(history.location.pathname).toBe('/master/materialType');
    // …and the back history (product.md §4.6) has each of them, so 返回 from 物料类型 goes to 物料组.
    expect(navigationHistory.entries()).toEqual(['/master/material', '/master/materialGroup', '/master/materialType']);
  });

  it('follows a click on the tab the strip still shows active once the router has moved on', async () => {
    const history = renderWorkspace();
    act(() => history.push('/master/material'));
    // The router is at 首页 already; React has not rendered it yet (router updates are transitions).
    history.push('/welcome');
    expect(screen.getByRole('tab', { name: '物料', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByText('物料', { selector: '[data-tab-path]' }));
    await act(async () => undefined);
    expect(history.location.pathname).toBe('/master/material');
  });
});
