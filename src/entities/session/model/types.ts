import type { bosSchemas } from '@/shared/api';

/** The logged-in user (product.md §3): enterprise, products, permissions and the function tree the menus come from. */
export type UserInfo = bosSchemas['schemas']['UserInfo'];
