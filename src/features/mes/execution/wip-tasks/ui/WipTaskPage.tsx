import { Card, Flex, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { DeptTreeSelect } from '@/entities/department';
import { formatQuantity } from '@/entities/mes/mfg-order';
import { useLineOptions } from '@/entities/production-line';
import { mfgWipTask, useMfgWipTaskSummary, type MfgWipTaskPageData, type MfgWipTaskPageVariables } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { formatWait, LONG_WAIT_MINUTES } from '../model/wip-matrix';
import { WipMatrixTable } from './WipMatrixTable';

const qty = (value: number, row: MfgWipTaskPageData['rows'][number]) => formatQuantity(value, row.unitPrecision);

const WipList = defineCrudScreen(mfgWipTask, {
  noun: '在制任务',
  columns: [
    { dataIndex: 'code', title: '任务号', example: 'MT-20261123-001-050', hideAble: false },
    { dataIndex: 'orderCode', title: '工单号', example: 'MO-20261123-001' },
    { dataIndex: 'productName', title: '产品', width: 170, render: (_, r) => `${r.productCode} ${r.productName}` },
    { dataIndex: 'lineName', title: '产线', width: 130, render: (_, r) => `${r.lineCode} ${r.lineName}` },
    { dataIndex: 'processName', title: '工序', width: 140, render: (_, r) => `${r.processCode} ${r.processName}` },
    {
      dataIndex: 'wipQuantity',
      title: '在制数量',
      width: 90,
      align: 'right',
      render: (_, r) => `${qty(r.wipQuantity, r)} ${r.unitName}`,
    },
    {
      dataIndex: 'inputQuantity',
      title: '已投入',
      width: 80,
      align: 'right',
      render: (_, r) => qty(r.inputQuantity, r),
    },
    {
      dataIndex: 'outputQuantity',
      title: '已产出',
      width: 80,
      align: 'right',
      render: (_, r) => qty(r.outputQuantity, r),
    },
    {
      dataIndex: 'waitingMinutes',
      title: '停留时长',
      headerText: `自最后一次投入或产出起；超过 ${LONG_WAIT_MINUTES / 60} 小时标红`,
      width: 130,
      sorter: true,
      render: (_, r) =>
        r.waitingMinutes > LONG_WAIT_MINUTES ? (
          <Tag color="error">{formatWait(r.waitingMinutes)}</Tag>
        ) : (
          formatWait(r.waitingMinutes)
        ),
    },
    { dataIndex: 'lastMoveTime', title: '最后移动', width: 170, hide: 'narrow' },
    { dataIndex: 'shiftName', title: '班次', width: 70, hide: 'narrow' },
  ],
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
  const extendedParams = useMemo<Partial<MfgWipTaskPageVariables['body']>>(
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
