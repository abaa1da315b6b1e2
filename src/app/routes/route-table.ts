import type { UserInfo } from '@/entities/session';

export type RouteRecord = UserInfo['functionTree'][number];
export type Product = UserInfo['products'][number];

/** One screen the layout can show, generated from a server route record (product.md §2.2, §3) or declared statically. */
export interface AppRoute {
  id: string;
  name: string;
  path: string;
  title: string;
  icon: string | null;
  /** A screen-registry key, or a layout key: RouteView / PageView (directories), Iframe (embedded page). */
  component: string;
  redirect: string | null;
  link: string | null;
  permission: readonly string[];
  hideHeader: boolean;
  keepAlive: boolean;
  /** Depth in the function tree, 1 for a product's top level. */
  level: number;
  /** This route and the routes above it, top first (for the breadcrumb). */
  trail: readonly AppRoute[];
  /** First visible child, where a directory goes when it has no redirect. */
  firstChild?: string;
}

export interface MenuNode {
  key: string;
  title: string;
  icon: string | null;
  /** An external link (type '3' / target _blank) opens in a new window instead of navigating. */
  externalLink?: string;
  children?: MenuNode[];
}

export interface RouteTable {
  routes: ReadonlyMap<string, AppRoute>;
  menu: MenuNode[];
}

/** Menus nest at most 4 levels (product.md §2.2, §9); deeper records are routes only, reached from their level-4 parent. */
export const MENU_MAX_LEVEL = 4;

const byOrder = (a: RouteRecord, b: RouteRecord) => a.sort - b.sort;

function inMenu(record: RouteRecord): boolean {
  return !record.hidden && !record.meta.hidden && record.meta.show !== false && record.type !== '4';
}

function isExternal(record: RouteRecord): boolean {
  return record.type === '3' || record.target === '_blank';
}

export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The route table and menu of one product: the function tree's top-level records whose pid is the product id.
 * Routes are a flat table keyed by path (every record path is absolute, so a record need not extend its parent's
 * path); the nesting lives in the menu and in each route's trail.
 */
export function buildRouteTable(tree: readonly RouteRecord[], productId: string | undefined): RouteTable {
  const routes = new Map<string, AppRoute>();

  const visit = (record: RouteRecord, level: number, parents: readonly AppRoute[]): MenuNode | undefined => {
    const route: AppRoute = {
      id: record.id,
      name: record.name,
      path: normalizePath(record.path),
      title: record.meta.title,
      icon: record.meta.icon,
      component: record.component,
      redirect: record.redirect,
      link: record.link ?? record.meta.link,
      permission: record.meta.permission ?? [],
      hideHeader: record.meta.hideHeader,
      keepAlive: record.meta.keepAlive,
      level,
      trail: [],
    };
    route.trail = [...parents, route];
    if (!isExternal(record)) routes.set(route.path, route);

    const children = [...(record.children ?? [])].sort(byOrder);
    const childMenus = children
      .map((child) => visit(child, level + 1, route.trail))
      .filter((node) => node !== undefined);
    route.firstChild = children.find((child) => inMenu(child) && !isExternal(child))?.path;

    if (!inMenu(record)) return undefined;
    const node: MenuNode = { key: route.path, title: route.title, icon: route.icon };
    if (isExternal(record) && route.link) node.externalLink = route.link;
    // From level 4 on, children are routes without menu entries (the pass-through parent of product.md §2.2).
    if (!record.meta.hideChildren && level < MENU_MAX_LEVEL && childMenus.length > 0) node.children = childMenus;
    return node;
  };

  const top = tree.filter((record) => record.pid === productId).sort(byOrder);
  const menu = top.map((record) => visit(record, 1, [])).filter((node) => node !== undefined);
  return { routes, menu };
}

/** Which product owns a path: the product whose tree has a route for it (product.md §2.2 product choice). */
export function productOwning(tree: readonly RouteRecord[], path: string): string | undefined {
  const wanted = normalizePath(path);
  const contains = (record: RouteRecord): boolean =>
    normalizePath(record.path) === wanted || (record.children ?? []).some(contains);
  return tree.find(contains)?.pid;
}

/** Layout keys of directory records (product.md §2.2 layout kinds): they have no screen of their own. */
const DIRECTORY_KEYS = new Set(['RouteView', 'PageView', 'BasicLayout', 'BlankLayout']);

export const isDirectory = (route: AppRoute) => DIRECTORY_KEYS.has(route.component);

/** Every `component` the layout handles itself: the directory layouts and the embedded page. */
export const LAYOUT_KEYS: ReadonlySet<string> = new Set([...DIRECTORY_KEYS, 'Iframe']);

/** Where a directory sends its visitor: its redirect, else its first visible child. */
export function directoryTarget(route: AppRoute): string | undefined {
  return isDirectory(route) ? (route.redirect ?? route.firstChild) : undefined;
}

/** Detail-like routes: five path segments, the last ending in detail or Detail (product.md §2.2). */
export function isDetailPath(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return segments.length === 5 && /(d|D)etail$/.test(segments[4] ?? '');
}

/** Breadcrumb titles: up to the first 4 levels of the trail, skipping detail routes (product.md §2.4). */
export function breadcrumbOf(route: AppRoute): AppRoute[] {
  return route.trail.slice(0, 4).filter((step) => !isDetailPath(step.path));
}
