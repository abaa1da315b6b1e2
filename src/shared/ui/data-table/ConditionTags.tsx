import { Button, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ActiveCondition, SearchCondition } from '@/shared/lib/table-query';
import { TABLE_TEXTS } from './texts';

interface ConditionTagsProps {
  conditions: readonly ActiveCondition[];
  declared: readonly SearchCondition[];
  titles: ReadonlyMap<string, string>;
  onRemove: (key: string) => void;
  onClear: () => void;
  /** What narrows the list from around it (a tree node, a located line): its own closable tags, first. */
  scope?: ReactNode;
}

/** The conditions in force, each closable, and 清空 for all of them. */
export function ConditionTags({ conditions, declared, titles, onRemove, onClear, scope }: ConditionTagsProps) {
  if (conditions.length === 0 && !scope) return null;
  const titleOf = (key: string) => declared.find((c) => c.key === key)?.title ?? titles.get(key) ?? key;
  return (
    <Flex wrap gap={4} align="center" role="group" aria-label="查询条件">
      {scope}
      {conditions.map((c) => (
        <Tag key={c.key} closable onClose={() => onRemove(c.key)} color="blue">
          {titleOf(c.key)}：{c.text}
        </Tag>
      ))}
      {conditions.length > 0 && (
        <Button type="link" size="small" onClick={onClear}>
          {TABLE_TEXTS.clear}
        </Button>
      )}
    </Flex>
  );
}
