import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Table, Timeline, Typography, type TableColumnsType } from 'antd';
import { qmSwitchingDetailQueryOptions, type scmSchemas } from '@/shared/api';
import { decimalsOf, formatNumber } from '@/shared/lib/format';
import { DetailList } from '@/shared/ui/detail-list';
import { QueryFailure } from '@/shared/ui/load-failure';
import { SEVERITY_LOOKS, changeText, switchingProgress } from '../model/switching-looks';
import { useSwitchingOf } from '../model/use-switching-of';
import { SwitchingTag } from './SwitchingTag';

type Lot = scmSchemas['schemas']['QmSwitchingLot'];

/** A lot's quantity as it is (3,000; 4,052.812). */
const count = (value: number) => formatNumber(value, decimalsOf(value));

const lotColumns: TableColumnsType<Lot> = [
  { dataIndex: 'inspectionNo', title: '检验单号' },
  { dataIndex: 'judgeTime', title: '判定时间', render: (time: string) => time.slice(0, 16) },
  { dataIndex: 'supplierBatch', title: '供应商批次' },
  {
    dataIndex: 'lotQty',
    title: '批量 / 样本量',
    align: 'right',
    render: (_, lot) => `${count(lot.lotQty)} / ${count(lot.sampleQty)}`,
  },
  { dataIndex: 'severity', title: '严格度', render: (_, lot) => SEVERITY_LOOKS[lot.severity].label },
  { dataIndex: 'result', title: '结果', render: (_, lot) => (lot.result === 'PASS' ? '接收' : '不接收') },
  { dataIndex: 'counted', title: '计入转移', render: (_, lot) => (lot.counted ? '计入' : '不计入') },
  { dataIndex: 'scoreAfter', title: '之后得分', align: 'right', render: (_, lot) => lot.scoreAfter ?? '' },
  { dataIndex: 'note', title: '说明', width: 260, ellipsis: { showTitle: true } },
];

/**
 * One switching state by id (the detail): its severity since when, the counters toward the next switch, the server's
 * reason, the last lots (counted or not) and the changes.
 */
export function SwitchingDetailView({ id }: { id: string }) {
  const detail = useQuery(qmSwitchingDetailQueryOptions({ query: { id } }));
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (detail.isError) return <QueryFailure query={detail} title="获取转移状态失败" />;
  const state = detail.data;
  return (
    <>
      <DetailList
        columns={2}
        items={[
          { label: '供应商 × 物料', value: `${state.supplierName} × ${state.materialCode} ${state.materialName}` },
          { label: '抽样方案', value: state.samplingPlanCode },
          { label: '严格度', value: <SwitchingTag state={state} /> },
          { label: '自', value: state.since.slice(0, 16) },
          { label: '转移进度', value: switchingProgress(state), span: 2 },
          { label: '为什么', value: state.reason, span: 2 },
        ]}
      />
      {/* A drawer taller than the screen scrolls: this stop lets the keyboard reach and scroll it (WCAG 2.1.1). */}
      <div role="region" tabIndex={0} aria-label="最近的批与转移记录">
        <Typography.Title level={5}>最近的批</Typography.Title>
        <Table<Lot>
          size="small"
          rowKey="inspectionId"
          aria-label="最近的批"
          columns={lotColumns}
          dataSource={state.lots}
          pagination={false}
        />
        <Typography.Title level={5}>转移记录</Typography.Title>
        <Timeline
          items={state.changes.map((change) => ({
            key: `${change.time}-${change.toSeverity}`,
            content: (
              <>
                <Typography.Text strong>
                  {change.time.slice(0, 16)} {changeText(change)}
                </Typography.Text>
                <div>
                  {change.reason}（{change.operatorName}）
                </div>
              </>
            ),
          }))}
        />
      </div>
    </>
  );
}

/**
 * The switching state of one supplier × material (GB/T 2828.1, held by the server): its severity and why, the counters
 * toward the next switch, the last lots and the changes (docs/design/scm-quality.md → Switching state).
 */
export function SwitchingPanel({ supplierId, materialId }: { supplierId: string; materialId: string }) {
  const state = useSwitchingOf(supplierId, materialId);
  if (state.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (state.isError) return <QueryFailure query={state} title="获取转移状态失败" />;
  if (!state.data)
    return (
      <Alert
        type="info"
        showIcon
        title="尚未按 GB/T 2828.1 抽样检验过：下一批按抽样方案的初始严格度检验（全检、免检的批不计入转移规则）"
      />
    );
  return <SwitchingDetailView id={state.data.id} />;
}
