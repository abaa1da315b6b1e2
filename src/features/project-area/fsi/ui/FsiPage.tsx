import { Button, Card, Result, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import { ProjectScoped } from '@/entities/project';
import { pmProjFsiEdit, usePmProjFsiList } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import { Chart } from '@/shared/ui/chart';
import { LoadFailure, queryFailure } from '@/shared/ui/load-failure';
import { RecordFormModal } from '@/shared/ui/record-form';
import { categoryTitle, fsiChartOption, fsiTotals, sortedLines, spentRate, type FsiLine } from '../model/fsi-lines';
import { fsiForm, fsiFormValues } from '../model/fsi-form';
import styles from './FsiPage.module.css';

const rateText = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(1)}%`);

function FsiBody({ projId }: { projId: string }) {
  const { canProj } = usePermissions();
  const canEdit = canProj('projFsi:edit');
  const query = usePmProjFsiList({ body: { projId } });
  const [editing, setEditing] = useState<FsiLine>();
  const failure = queryFailure(query, Array.isArray);
  const lines = sortedLines(Array.isArray(query.data) ? query.data : []);
  const totals = fsiTotals(lines);

  const columns: ColumnsType<FsiLine> = [
    { key: 'category', title: '费用类别', render: (_v, l) => categoryTitle(l.category) },
    { key: 'budget', title: '预算（元）', align: 'right', render: (_v, l) => formatMoney(l.budget) },
    { key: 'actual', title: '实际（元）', align: 'right', render: (_v, l) => formatMoney(l.actual) },
    { key: 'balance', title: '余额（元）', align: 'right', render: (_v, l) => formatMoney(l.budget - l.actual) },
    { key: 'rate', title: '执行率', align: 'right', render: (_v, l) => rateText(spentRate(l.budget, l.actual)) },
    { key: 'remark', title: '备注', ellipsis: true, render: (_v, l) => l.remark ?? '' },
    ...(canEdit
      ? [
          {
            key: 'op',
            title: '操作',
            width: 100,
            render: (_v: unknown, l: FsiLine) => (
              <Button type="link" size="small" onClick={() => setEditing(l)}>
                编辑预算
              </Button>
            ),
          },
        ]
      : []),
  ];

  if (failure)
    return (
      <Card size="small" title="预算与实际（按 FSI 费用类别）">
        <LoadFailure message={`项目财务加载失败：${failure}`} onRetry={() => void query.refetch()} />
      </Card>
    );
  return (
    <div className={styles.root}>
      <Card size="small" title="预算与实际（按 FSI 费用类别）">
        <Table<FsiLine>
          rowKey="id"
          size="small"
          pagination={false}
          loading={query.isPending}
          columns={columns}
          dataSource={lines}
          summary={() => (
            <Table.Summary.Row className={styles.total}>
              <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {formatMoney(totals.budget)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {formatMoney(totals.actual)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {formatMoney(totals.balance)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {rateText(totals.rate)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} colSpan={canEdit ? 2 : 1} />
            </Table.Summary.Row>
          )}
        />
      </Card>
      <Card size="small" title="预算与实际对比">
        {lines.length > 0 ? (
          <Chart option={fsiChartOption(lines)} height={280} label="各费用类别的预算与实际（万元）" />
        ) : (
          <Typography.Text type="secondary">暂无预算</Typography.Text>
        )}
      </Card>
      {editing && (
        <RecordFormModal
          open
          title={`编辑预算：${categoryTitle(editing.category)}`}
          width={520}
          columns={1}
          schema={fsiForm.schema}
          fields={fsiForm.fields()}
          defaultValues={fsiFormValues(editing)}
          onClose={() => setEditing(undefined)}
          onSubmit={(body) => pmProjFsiEdit({ body }, { quiet: true })}
          onSaved={() => void query.refetch()}
        />
      )}
    </div>
  );
}

/** 财务 (FSI): budget against actual by cost category, with totals and a chart; seen with projFsi:view. */
export function FsiPage() {
  const { canProj } = usePermissions();
  if (!canProj('projFsi:view')) return <Result status="403" title="权限不足" subTitle="您没有查看项目财务的权限。" />;
  return <ProjectScoped>{(projId) => <FsiBody projId={projId} />}</ProjectScoped>;
}
