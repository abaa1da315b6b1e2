import { HOME_PATH } from '@/shared/config';
import { buildRouteTable, normalizePath, productOwning, type Product, type RouteRecord } from './route-table';

/** The Development (NPD) product's home (product.md §2.2). */
export const DEVELOPMENT_HOME = '/NPDProject/ProjectExecution/NewProdDevWorkPanel';

/**
 * The active product (product.md §2.2): the one owning the requested path, else the one already chosen in this tab,
 * else the one the server marks active, else the first.
 */
export function chooseProduct(
  products: readonly Product[],
  tree: readonly RouteRecord[],
  path: string,
  current?: string,
): Product | undefined {
  const owner = productOwning(tree, path);
  return (
    products.find((p) => p.id === owner) ??
    products.find((p) => p.id === current) ??
    products.find((p) => p.active) ??
    products[0]
  );
}

/** Home for a product: Development lands on its work panel, the others on /welcome. */
export function productHome(product: Pick<Product, 'code'> | undefined): string {
  return product?.code === 'Development' ? DEVELOPMENT_HOME : HOME_PATH;
}

/** Where a person lands: '/' and '/welcome' lead to the product's home; any other path is kept. */
export function landingPath(path: string, product: Pick<Product, 'code'> | undefined): string | undefined {
  const wanted = normalizePath(path);
  if (wanted !== '/' && wanted !== HOME_PATH) return undefined;
  const home = productHome(product);
  return home === wanted ? undefined : home;
}

/** The screen keys a product's routes name (product.md §2.2 `component`): their module registries load with the product. */
export function productScreenKeys(tree: readonly RouteRecord[], productId: string): string[] {
  return [...new Set([...buildRouteTable(tree, productId).routes.values()].map((route) => route.component))];
}
