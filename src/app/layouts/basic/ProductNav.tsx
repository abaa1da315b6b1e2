import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Menu } from 'antd';
import { IconByName } from '@/shared/ui/icon';
import { useShell } from '../../shell/shell-context';

/**
 * The product navbar (product.md §2.4): choosing a product filters the menu and goes to its home (product.md §2.2). In top-menu mode the
 * header belongs to the menu, so the products fold into a dropdown.
 */
export function ProductNav({ compact = false }: { compact?: boolean }) {
  const { user, product, selectProduct } = useShell();
  const items = user.products.map((p) => ({ key: p.id, icon: <IconByName name={p.icon} />, label: p.name }));
  if (compact) {
    return (
      <Dropdown
        menu={{
          items,
          selectable: true,
          selectedKeys: product ? [product.id] : [],
          onClick: ({ key }) => selectProduct(key),
        }}
      >
        <Button type="text" icon={<IconByName name={product?.icon} />} aria-label={`切换产品：${product?.name ?? ''}`}>
          {product?.name} <DownOutlined />
        </Button>
      </Dropdown>
    );
  }
  return (
    <Menu
      mode="horizontal"
      aria-label="产品导航"
      selectedKeys={product ? [product.id] : []}
      onClick={({ key }) => selectProduct(key)}
      items={items}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', lineHeight: '48px' }}
    />
  );
}
