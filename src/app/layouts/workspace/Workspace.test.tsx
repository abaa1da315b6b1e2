import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@/entities/session';
import type { AppRoute } from '../../routes/route-table';
import { followRouter } from '../../router/visit-log';
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
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ShellContext value={shell}>
            <Workspace />
          </ShellContext>
        ),
      },
    ],
    { initialEntries: ['/welcome'] },
  );
  // As the app's router does (AppRouter).
  followRouter(router);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const tabTitles = () => [...document.querySelectorAll('[data-tab-path]')].map((tab) => tab.textContent);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the workspace tabs', () => {
  it('has the tab of a route the moment it is entered, while its screen still loads', async () => {
    const router = renderWorkspace();
    await act(() => router.navigate('/master/material'));
    expect(tabTitles()).toEqual(['首页', '物料']);
    expect(screen.getAllByRole('heading', { name: '物料' })).toHaveLength(1);
  });

  it('keeps a tab for each of three quick navigations made before any of them was shown', async () => {
    const router = renderWorkspace();
    await act(async () => {
      // Menu clicks in quick succession on a cold load: none of these locations has been rendered yet.
      void router.navigate('/master/material');
      void router.navigate('/master/materialGroup');
      void router.navigate('/master/materialType');
    });
    expect(tabTitles()).toEqual(['首页', '物料', '物料组', '物料类型']);
    expect(router.state.location.pathname).toBe('/master/materialType');
    // …and the back history (product.md §4.6) has each of them, so 返回 from 物料类型 goes to 物料组.
    expect(navigationHistory.entries()).toEqual(['/master/material', '/master/materialGroup', '/master/materialType']);
  });

  it('follows a click on the tab the strip still shows active once the router has moved on', async () => {
    const router = renderWorkspace();
    await act(() => router.navigate('/master/material'));
    // The router is at 首页 already; React has not rendered it yet (router updates are transitions).
    await router.navigate('/welcome');
    expect(screen.getByRole('tab', { name: '物料', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByText('物料', { selector: '[data-tab-path]' }));
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/master/material');
  });
});
