import { Card, Flex, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { DeptTreeSelect } from '@/entities/department';
import { useLineOptions } from '@/entities/production-line';
import { useMfgWipTaskSummary } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { wipColumns, type WipQuery, wipSource } from '../model/wip-list';
import { WipMatrixTable } from './WipMatrixTable';

const WipList = defineListScreen({
  tableId: 'mes.mfgWipTask',
  permissionPrefix: 'mfgWipTask',
  source: wipSource,
  columns: wipColumns,
});

/** 在制任务: WIP by line and process (the matrix), then the running tasks with how long their WIP has waited. */
export function WipTaskPage() {
  const [workshopId, setWorkshopId] = useState<string | null>(null);
  const [lineId, setLineId] = useState<string>();
  const [cell, setCell] = useState<{ lineId: string; processCode: string }>();
  const lines = useLineOptions();
  const filter = useMemo(
    () => ({ ...(workshopId ? { workshopId } : {}), ...(lineId ? { lineId } : {}) }),
    [workshopId, lineId],
  );
  const summary = useMfgWipTaskSummary({ body: filter });
  const extendedParams = useMemo<Partial<WipQuery>>(
    () => (cell ? { ...filter, lineId: cell.lineId, processCode: cell.processCode } : filter),
    [filter, cell],
  );
  return (
    <Flex vertical gap={12}>
      <Card
        size="small"
        title="在制汇总（产线 × 工序）"
        extra={
          <Flex gap={8} align="center">
            <label htmlFor="wip-workshop">车间</label>
            <div style={{ width: 200 }}>
              <DeptTreeSelect
                id="wip-workshop"
                orgType={2}
                value={workshopId}
                onChange={(id) => {
                  setWorkshopId(id);
                  setCell(undefined);
                }}
                placeholder="全部车间"
              />
            </div>
            <label htmlFor="wip-line">产线</label>
            <Select
              id="wip-line"
              allowClear
              style={{ width: 200 }}
              placeholder="全部产线"
              value={lineId}
              onChange={(id?: string) => {
                setLineId(id);
                setCell(undefined);
              }}
              options={lines.options.map((o) => ({ value: String(o.value), label: o.title }))}
            />
          </Flex>
        }
      >
        <WipMatrixTable cells={summary.data ?? []} loading={summary.isFetching} chosen={cell} onChoose={setCell} />
      </Card>
      <WipList
        extendedParams={extendedParams}
        scope={
          cell && (
            <Tag closable color="processing" onClose={() => setCell(undefined)}>
              已选：{cell.processCode}
            </Tag>
          )
        }
      />
    </Flex>
  );
}
