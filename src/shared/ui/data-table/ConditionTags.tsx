import { Button, Flex, Tag } from 'antd';
import type { ActiveCondition, SearchCondition } from '@/shared/lib/table-query';
import { TABLE_TEXTS } from './texts';

interface ConditionTagsProps {
  conditions: readonly ActiveCondition[];
  declared: readonly SearchCondition[];
  titles: ReadonlyMap<string, string>;
  onRemove: (key: string) => void;
  onClear: () => void;
}

/** The conditions in force, each closable, and 清空 for all of them. */
export function ConditionTags({ conditions, declared, titles, onRemove, onClear }: ConditionTagsProps) {
  if (conditions.length === 0) return null;
  const titleOf = (key: string) => declared.find((c) => c.key === key)?.title ?? titles.get(key) ?? key;
  return (
    <Flex wrap gap={4} align="center" role="group" aria-label="查询条件">
      {conditions.map((c) => (
        <Tag key={c.key} closable onClose={() => onRemove(c.key)} color="blue">
          {titleOf(c.key)}：{c.text}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={onClear}>
        {TABLE_TEXTS.clear}
      </Button>
    </Flex>
  );
}
