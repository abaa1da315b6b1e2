import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Tooltip } from 'antd';
import { Tabs } from '@/shared/ui/tabs';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { CUSTOM_ICON_NAMES, ICON_TABS, IconByName } from '@/shared/ui/icon';

/** product.md §2.6 icon picker: the menu icons in tabs, a search over their names; value/onChange of the icon name. */
export function IconPicker({ value, onChange }: { value?: string | null; onChange?: (name: string) => void }) {
  const [keyword, setKeyword] = useState('');
  const titleOf = (name: string) => CUSTOM_ICON_NAMES[name]?.title ?? name.replace(/Outlined$/, '');
  const grid = (names: readonly string[]) => {
    const shown = names.filter((n) => `${n} ${titleOf(n)}`.toLowerCase().includes(keyword.trim().toLowerCase()));
    if (shown.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
    return (
      <Flex wrap gap={8}>
        {shown.map((name) => (
          <Tooltip key={name} title={titleOf(name)}>
            <Button
              aria-label={titleOf(name)}
              aria-pressed={value === name}
              type={value === name ? 'primary' : 'default'}
              icon={<IconByName name={name} />}
              onClick={() => onChange?.(name)}
              style={{ width: 48, height: 40 }}
            />
          </Tooltip>
        ))}
      </Flex>
    );
  };
  return (
    <div style={{ width: 560 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="搜索图标"
        aria-label="搜索图标"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Tabs
        size="small"
        items={ICON_TABS.map((tab) => ({ key: tab.key, label: tab.title, children: grid(tab.names) }))}
      />
    </div>
  );
}
