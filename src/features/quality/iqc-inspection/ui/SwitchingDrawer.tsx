import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { IQC_RESULTS } from '@/entities/quality/iqc-apply';
import { SEVERITY_LABELS } from '@/entities/quality/sampling';
import { qmSwitchingDetailQueryOptions } from '@/shared/api';

function SwitchingDetail({ id }: { id: string }) {
  const detail = useQuery(qmSwitchingDetailQueryOptions({ query: { id } }));
  const state = detail.data;
  if (!state) return null;
  return (
    <>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="供应商 × 物料">{`${state.supplierName} × ${state.materialCode} ${state.materialName}`}</Descriptions.Item>
        <Descriptions.Item label="严格度">
          {`${SEVERITY_LABELS[state.severity]}（${state.since.slice(0, 16)} 起）`}
          {state.stopped && <Tag color="error">暂停检验</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="转移得分">{state.score ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="连续接收 / 加严以来不接收">{`${state.acceptedInRow} / ${state.tightenedRejects}`}</Descriptions.Item>
        <Descriptions.Item label="说明" span={2}>
          {state.reason}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>最近的批</Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey="inspectionId"
        aria-label="最近的批"
        dataSource={state.lots}
        columns={[
          { dataIndex: 'inspectionNo', title: '检验单号' },
          { dataIndex: 'judgeTime', title: '判定时间', render: (value: string) => value.slice(0, 16) },
          { dataIndex: 'severity', title: '严格度', render: (_, lot) => SEVERITY_LABELS[lot.severity] },
          {
            dataIndex: 'result',
            title: '结果',
            render: (_, lot) => <Tag color={IQC_RESULTS[lot.result].color}>{IQC_RESULTS[lot.result].label}</Tag>,
          },
          { dataIndex: 'counted', title: '计入', render: (_, lot) => (lot.counted ? '是' : '否（全检或免检）') },
          { dataIndex: 'scoreAfter', title: '得分', align: 'right' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        转移经过
      </Typography.Title>
      <Timeline
        items={state.changes.map((change, index) => ({
          key: `${change.time}-${index}`,
          content: `${change.time.slice(0, 16)} ${change.fromSeverity ? `${SEVERITY_LABELS[change.fromSeverity]} → ` : ''}${SEVERITY_LABELS[change.toSeverity]}：${change.reason}（${change.operatorName}）`,
        }))}
      />
    </>
  );
}

/** 转移记录 of a supplier × material (docs/design/scm-quality.md → Switching state): the lots and the switches. */
export function SwitchingButton({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        转移记录
      </Button>
      <Drawer title="转移状态" size="large" open={open} onClose={() => setOpen(false)} destroyOnHidden>
        {open && <SwitchingDetail id={id} />}
      </Drawer>
    </>
  );
}
