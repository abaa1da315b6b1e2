import { Flex, Tag } from 'antd';
import type { SearchOption } from '@/shared/lib/table-query';

type Value = string | number;

/** product.md §4.6 tag selection: checkable tags and 全部, which checks or unchecks every option and is checked only when all are. */
export function TagSelect({
  options,
  value = [],
  onChange,
}: {
  options: readonly SearchOption[];
  value?: readonly Value[];
  onChange?: (value: Value[]) => void;
}) {
  const all = options.length > 0 && options.every((o) => value.includes(o.value));
  const toggle = (v: Value, checked: boolean) => onChange?.(checked ? [...value, v] : value.filter((x) => x !== v));
  return (
    <Flex wrap gap={4} role="group">
      <Tag.CheckableTag checked={all} onChange={(checked) => onChange?.(checked ? options.map((o) => o.value) : [])}>
        全部
      </Tag.CheckableTag>
      {options.map((o) => (
        <Tag.CheckableTag
          key={String(o.value)}
          checked={value.includes(o.value)}
          onChange={(checked) => toggle(o.value, checked)}
        >
          {o.title}
        </Tag.CheckableTag>
      ))}
    </Flex>
  );
}
