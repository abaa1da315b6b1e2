import type { MenuScreen } from '@/features/navigation/menu-search';
import { buildRouteTable, isDirectory, type MenuNode, type Product, type RouteRecord } from './route-table';

/**
 * Every screen the menus offer, across all products, for the menu search: the menu entries of each product's
 * function tree (hidden entries and the pass-through children below level 4 are not there), without the folders
 * (directory layouts); a screen with menu children of its own (库存明细) stays, and so do external links.
 */
export function menuScreensOf(products: readonly Product[], tree: readonly RouteRecord[]): MenuScreen[] {
  const screens = new Map<string, MenuScreen>();
  for (const product of products) {
    const { routes, menu } = buildRouteTable(tree, product.id);
    const visit = (node: MenuNode, trail: readonly string[]) => {
      const route = routes.get(node.key);
      const screen = { path: node.key, title: node.title, productId: product.id, productName: product.name, trail };
      if (node.externalLink) screens.set(node.key, { ...screen, externalLink: node.externalLink });
      else if (route && !isDirectory(route) && !screens.has(node.key)) screens.set(node.key, screen);
      for (const child of node.children ?? []) visit(child, [...trail, node.title]);
    };
    for (const node of menu) visit(node, []);
  }
  return [...screens.values()];
}
