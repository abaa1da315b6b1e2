import { Button, Col, Flex, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useLookups } from '@/shared/lib/lookups';
import { hasSearchValue, type ActiveCondition, type SearchCondition, type SearchValue } from '@/shared/lib/table-query';
import { conditionText } from './condition-value';
import { ConditionField } from './ConditionField';

export interface AdvancedSearchPanelProps {
  conditions: readonly SearchCondition[];
  value: readonly ActiveCondition[];
  onSubmit: (all: ActiveCondition[]) => void;
  onReset: () => void;
}

/** 高级搜索 (product.md §4.1): every condition at once, filter-only ones included; 查询 applies all that have a value. */
export function AdvancedSearchPanel({ conditions, value, onSubmit, onReset }: AdvancedSearchPanelProps) {
  const { dictOptions } = useLookups();
  const [draft, setDraft] = useState<Record<string, SearchValue | undefined>>(() =>
    Object.fromEntries(value.map((c) => [c.key, c.value])),
  );
  const submit = () =>
    onSubmit(
      conditions.flatMap((c) => {
        const v = draft[c.key];
        if (!hasSearchValue(v)) return [];
        const options = c.dict ? dictOptions(c.dict) : (c.options ?? []);
        return [{ key: c.key, type: c.type, value: v, text: conditionText(c, v, options) }];
      }),
    );
  return (
    // Plain labels, not antd Form: the login form's chunk stays unshared with this panel (architecture.md §9 budget).
    <div role="search" aria-label="高级搜索">
      <Row gutter={16}>
        {conditions.map((c) => (
          <Col key={c.key} xs={24} sm={12} lg={8} xxl={6}>
            <Flex vertical gap={4} style={{ marginBottom: 12 }}>
              <Typography.Text>{c.title}</Typography.Text>
              <ConditionField
                condition={c}
                value={draft[c.key]}
                onChange={(v) => setDraft((d) => ({ ...d, [c.key]: v }))}
              />
            </Flex>
          </Col>
        ))}
      </Row>
      <Space>
        <Button type="primary" onClick={submit}>
          查询
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            onReset();
          }}
        >
          重置
        </Button>
      </Space>
    </div>
  );
}
