import { Drawer, type DrawerProps } from 'antd';
import { DRAWER_WIDTH } from '@/shared/config';

/** Drawers in the three product.md §9 widths: small 600, default 800, large 1000. */
export function AppDrawer({
  width = 'default',
  ...props
}: Omit<DrawerProps, 'width' | 'size'> & { width?: keyof typeof DRAWER_WIDTH }) {
  return <Drawer destroyOnHidden {...props} size={DRAWER_WIDTH[width]} />;
}
