import { Flex, Popover, Tag } from 'antd';

export interface TagItem {
  key: string;
  label: string;
  /** A preset status colour or a CSS colour. */
  color?: string | undefined;
}

/** product.md §2.6/§5: at most `max` tags (3 by default), the rest in a popover behind '+N...'. */
export function TagList({ items, max = 3 }: { items: readonly TagItem[]; max?: number }) {
  const render = (item: TagItem) => (
    <Tag key={item.key} color={item.color}>
      {item.label}
    </Tag>
  );
  const rest = items.slice(max);
  return (
    <Flex wrap gap={4}>
      {items.slice(0, max).map(render)}
      {rest.length > 0 && (
        <Popover
          content={
            <Flex wrap gap={4}>
              {rest.map(render)}
            </Flex>
          }
        >
          <Tag>+{rest.length}...</Tag>
        </Popover>
      )}
    </Flex>
  );
}
