import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Tag, Typography } from 'antd';
import { PULL_QTY_MODES, PULL_TRIGGERS, pullSuggestion, type StPullSuggestion } from '@/entities/storage/rule';
import { qtyWithUnit } from '@/entities/storage/stock';
import { stPullRuleSuggestQueryOptions } from '@/shared/api';
import { LoadFailure, queryFailure } from '@/shared/ui/load-failure';
import { StateTag } from '@/shared/ui/state-tag';

/** The client's own arithmetic of a suggestion (entities/storage/rule → pullSuggestion), beside the server's answer. */
const ours = (row: StPullSuggestion) =>
  pullSuggestion({ ...row, fixedQty: row.fixedQty ?? null, uomPrecision: row.uomPrecision });

function SuggestedCell({ row }: { row: StPullSuggestion }) {
  const mine = ours(row);
  const same = mine.suggested === row.suggestedQty;
  return (
    <Flex vertical gap={2} align="flex-end">
      <Typography.Text strong>{qtyWithUnit(row, row.suggestedQty)}</Typography.Text>
      <Typography.Text type={same ? 'secondary' : 'danger'} style={{ fontSize: 12 }}>
        {same ? '本地复算一致' : `本地复算 ${qtyWithUnit(row, mine.suggested)}`}
      </Typography.Text>
    </Flex>
  );
}

function StateTagOf({ row }: { row: StPullSuggestion }) {
  if (!row.triggered) return <Tag>未触发</Tag>;
  return ours(row).sourceShort ? <Tag color="warning">来源可用不足</Tag> : <Tag color="error">需补货</Tag>;
}

/** 状态 and its trigger stacked in one cell, so the figures fit a 1440 px screen without scrolling. */
function StateCell({ row }: { row: StPullSuggestion }) {
  return (
    <Flex vertical gap={4} align="flex-start">
      <StateTagOf row={row} />
      <StateTag states={PULL_TRIGGERS} state={row.trigger} />
    </Flex>
  );
}

/**
 * 补货建议 (docs/design/scm-storage-2.md → 拉动规则): each enabled rule's suggestion now, from the stock now: 线边可用,
 * 在途, the position against the reorder point, the shortfall to the maximum and the suggested quantity from the
 * source's 可用; the client recomputes it and says where it differs.
 */
export function SuggestionPanel() {
  const suggestions = useQuery(stPullRuleSuggestQueryOptions({ body: { toHouseId: null, triggeredOnly: false } }));
  const failure = queryFailure(suggestions, Array.isArray);
  if (failure)
    return <LoadFailure message={`补货建议加载失败：${failure}`} onRetry={() => void suggestions.refetch()} />;
  const rows = suggestions.data ?? [];
  const computed = rows[0]?.computeTime;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        按当前库存计算{computed ? `（${computed}）` : ''}：库存位置 = 线边可用 + 在途，≤ 再订货点即触发；缺口 = 最高库存
        − 位置；建议数量不超过来源可用。
      </Typography.Text>
      <Table<StPullSuggestion>
        size="small"
        rowKey="id"
        loading={suggestions.isPending}
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            dataIndex: 'materialCode',
            title: '物料',
            render: (_v, row) => (
              <Flex vertical>
                <Typography.Text>{row.materialCode}</Typography.Text>
                <Typography.Text type="secondary">{row.materialName}</Typography.Text>
              </Flex>
            ),
          },
          { dataIndex: 'triggered', title: '状态 / 触发', render: (_v, row) => <StateCell row={row} /> },
          {
            dataIndex: 'toHouseName',
            title: '来源 → 目标',
            render: (_v, row) =>
              `${row.fromHouseName} → ${row.toHouseName}${row.toLocationCode ? ` ${row.toLocationCode}` : ''}`,
          },
          {
            dataIndex: 'lineAvailableQty',
            title: '线边可用',
            align: 'right',
            render: (_v, row) => qtyWithUnit(row, row.lineAvailableQty),
          },
          {
            dataIndex: 'inTransitQty',
            title: '在途',
            align: 'right',
            render: (_v, row) => qtyWithUnit(row, row.inTransitQty),
          },
          {
            dataIndex: 'reorderQty',
            title: '再订货点 / 最高',
            align: 'right',
            render: (_v, row) => `${qtyWithUnit(row, row.reorderQty)} / ${qtyWithUnit(row, row.maxQty)}`,
          },
          {
            dataIndex: 'shortfallQty',
            title: '缺口',
            align: 'right',
            render: (_v, row) => qtyWithUnit(row, row.shortfallQty),
          },
          {
            dataIndex: 'qtyMode',
            title: '补货方式',
            render: (_v, row) =>
              row.qtyMode === 'FIXED' && row.fixedQty != null
                ? `固定批量 ${qtyWithUnit(row, row.fixedQty)}`
                : PULL_QTY_MODES[row.qtyMode],
          },
          {
            dataIndex: 'sourceAvailableQty',
            title: '来源可用',
            align: 'right',
            render: (_v, row) => qtyWithUnit(row, row.sourceAvailableQty),
          },
          {
            dataIndex: 'suggestedQty',
            title: '建议数量',
            align: 'right',
            render: (_v, row) => <SuggestedCell row={row} />,
          },
        ]}
      />
    </Flex>
  );
}
