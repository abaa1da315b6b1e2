import { HOME_PATH } from '@/shared/config';
import type { AppRoute } from './route-table';

const declare = (
  route: Omit<AppRoute, 'trail' | 'level' | 'id' | 'redirect' | 'link' | 'permission' | 'icon'> & Partial<AppRoute>,
): AppRoute => {
  const full: AppRoute = {
    id: route.name,
    level: 1,
    redirect: null,
    link: null,
    permission: [],
    icon: null,
    trail: [],
    ...route,
  };
  full.trail = [full];
  return full;
};

/** Routes of the basic layout that every user has, whatever the server sends (product.md §2.2). */
export const STATIC_ROUTES: readonly AppRoute[] = [
  declare({
    name: 'Console',
    path: HOME_PATH,
    title: '首页',
    component: 'welcome',
    hideHeader: true,
    keepAlive: false,
  }),
  declare({
    name: 'AccountCenter',
    path: '/account/center',
    title: '个人中心',
    component: 'accountCenter',
    hideHeader: false,
    keepAlive: false,
  }),
  declare({
    name: 'AccountSettings',
    path: '/account/settings',
    title: '个人设置',
    component: 'accountSettings',
    hideHeader: true,
    keepAlive: false,
  }),
];

/** /account itself is the personal page: it opens the account centre. */
export const STATIC_REDIRECTS: Readonly<Record<string, string>> = { '/account': '/account/center' };
