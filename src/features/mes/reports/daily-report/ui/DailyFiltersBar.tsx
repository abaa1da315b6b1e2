import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { DeptTreeSelect } from '@/entities/department';
import { LineSelect } from '@/entities/production-line';
import { MaterialSearchSelect } from '@/entities/material';
import { PeriodPicker } from '@/shared/ui/period-picker';
import type { DailyFilters } from '../model/daily-report';

interface DailyFiltersBarProps {
  initial: DailyFilters;
  onSearch: (filters: DailyFilters) => void;
  onExport?: (() => void) | undefined;
  exporting: boolean;
}

/** 日期范围, 车间, 产线 (of the workshop chosen), 产品; 查询 applies them, 导出 sends the applied ones. */
export function DailyFiltersBar({ initial, onSearch, onExport, exporting }: DailyFiltersBarProps) {
  const [draft, setDraft] = useState<DailyFilters>(initial);
  const set = (patch: Partial<DailyFilters>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Flex wrap gap={8} justify="space-between" align="flex-start">
      <Form layout="inline" style={{ rowGap: 8, flex: 1 }}>
        <Form.Item label="日期" htmlFor="reportRange">
          <PeriodPicker id="reportRange" value={draft.range} onChange={(range) => set({ range })} />
        </Form.Item>
        <Form.Item label="车间" htmlFor="reportDept" style={{ width: 240 }}>
          <DeptTreeSelect
            id="reportDept"
            orgType={2}
            value={draft.deptId}
            onChange={(deptId) => set({ deptId, lineId: null })}
            placeholder="全部车间"
          />
        </Form.Item>
        <Form.Item label="产线" htmlFor="reportLine" style={{ width: 240 }}>
          <LineSelect
            id="reportLine"
            deptId={draft.deptId}
            value={draft.lineId}
            onChange={(lineId) => set({ lineId })}
            placeholder="全部产线"
          />
        </Form.Item>
        <Form.Item label="产品" htmlFor="reportMaterial" style={{ width: 300 }}>
          <MaterialSearchSelect
            id="reportMaterial"
            value={draft.materialId}
            onChange={(materialId) => set({ materialId })}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" icon={<SearchOutlined />} onClick={() => onSearch(draft)}>
            查询
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              setDraft(initial);
              onSearch(initial);
            }}
          >
            重置
          </Button>
        </Flex>
      </Form>
      {onExport && (
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
          导出
        </Button>
      )}
    </Flex>
  );
}
