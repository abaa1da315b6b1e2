import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Radio } from 'antd';
import { useState } from 'react';
import { MaterialSearchSelect } from '@/entities/material';
import { SupplierSelect } from '@/entities/supplier';
import { PeriodPicker } from '@/shared/ui/period-picker';
import { GROUP_BY_OPTIONS, rangeProblem, type StatForm } from '../model/stat-query';

interface StatConditionsProps {
  initial: StatForm;
  onSearch: (form: StatForm) => void;
  onExport?: (() => void) | undefined;
  exporting: boolean;
}

/** 判定日期 (at most 24 months, checked before sending), 分组, 供应商, 物料; 查询 and 导出 (the applied conditions). */
export function StatConditions({ initial, onSearch, onExport, exporting }: StatConditionsProps) {
  const [draft, setDraft] = useState<StatForm>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<StatForm>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };
  const search = () => {
    const why = rangeProblem(draft.range);
    setProblem(why);
    if (!why) onSearch(draft);
  };
  return (
    <Flex wrap gap={8} justify="space-between" align="flex-start">
      <Form layout="inline" style={{ rowGap: 8, flex: 1 }} onFinish={search}>
        <Form.Item
          label="判定日期"
          htmlFor="statRange"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? undefined}
        >
          <PeriodPicker id="statRange" value={draft.range} onChange={(range) => set({ range })} />
        </Form.Item>
        <Form.Item label="分组">
          <Radio.Group
            aria-label="分组"
            optionType="button"
            options={GROUP_BY_OPTIONS}
            value={draft.groupBy}
            onChange={(e) => set({ groupBy: e.target.value as StatForm['groupBy'] })}
          />
        </Form.Item>
        <Form.Item label="供应商" htmlFor="statSupplier" style={{ width: 260 }}>
          <SupplierSelect
            id="statSupplier"
            value={draft.supplierId}
            onChange={(supplierId) => set({ supplierId })}
            placeholder="全部供应商"
          />
        </Form.Item>
        <Form.Item label="物料" htmlFor="statMaterial" style={{ width: 300 }}>
          <MaterialSearchSelect
            id="statMaterial"
            value={draft.materialId}
            onChange={(materialId) => set({ materialId })}
          />
        </Form.Item>
        <Button type="primary" icon={<SearchOutlined />} htmlType="submit">
          查询
        </Button>
      </Form>
      {onExport && (
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
          导出
        </Button>
      )}
    </Flex>
  );
}
