import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { bandTitles, bandTotals, type AgeBands, type BandTotals } from '@/entities/storage/rule';
import { qtyOf } from '@/entities/storage/stock';
import { formatDate } from '@/shared/lib/format';
import { userMessageOf } from '@/shared/lib/errors';
import {
  stAiwRulePageQueryOptions,
  stStockPageQueryOptions,
  type StAiwRulePageData,
  type StStockPageData,
} from '@/shared/api';

type StockRow = StStockPageData['rows'][number];
type AiwRule = StAiwRulePageData['rows'][number];

/** Bands of a group without a rule of its own. */
const DEFAULT_BANDS: AgeBands = { band1Days: 90, band2Days: 180, band3Days: 365 };

interface AgingLine extends BandTotals {
  groupName: string;
  material: string;
  houseName: string;
  stock: StockRow;
  bands: AgeBands;
  warnBand: number | null;
}

/** The rule of a stock row: its group's in its warehouse, else its group's for all warehouses (enabled ones). */
function ruleOf(row: StockRow, rules: readonly AiwRule[]) {
  const ofGroup = rules.filter((r) => r.enabled && r.materialGroupName === row.materialGroupName);
  return ofGroup.find((r) => r.houseId === row.houseId) ?? ofGroup.find((r) => !r.houseId);
}

/** One line per material in a warehouse, its stock rows (batches) added by band with its group's bands. */
function agingLines(stock: readonly StockRow[], rules: readonly AiwRule[], today: string): AgingLine[] {
  const lines: AgingLine[] = [];
  const byKey = new Map<string, StockRow[]>();
  for (const row of stock) {
    if (!row.firstInTime || row.onHandQty <= 0) continue;
    const key = `${row.houseId}/${row.materialId}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  for (const [key, rows] of byKey) {
    const first = rows[0];
    if (!first) continue;
    const rule = ruleOf(first, rules);
    const bands = rule ?? DEFAULT_BANDS;
    const aged = rows.map((r) => ({ key, qty: r.onHandQty, firstInDate: r.firstInTime ?? today }));
    const [totals] = bandTotals(aged, bands, today);
    if (!totals) continue;
    lines.push({
      ...totals,
      groupName: first.materialGroupName ?? '未分组',
      material: `${first.materialCode} ${first.materialName}`,
      houseName: first.houseName,
      stock: first,
      bands,
      warnBand: rule?.warnBand ?? null,
    });
  }
  return lines;
}

/**
 * 库龄分布 (docs/design/scm-storage-2.md → AIW): the stock on hand of each material in each warehouse by age band,
 * 库龄 from the batch's first receipt (the stock row's `firstInTime`) to today, the bands of its group's rule (default
 * 90 / 180 / 365); the bands that warn are marked.
 */
export function AgingPanel() {
  const today = formatDate(new Date());
  const stock = useQuery(stStockPageQueryOptions({ body: { pageNo: 1, pageSize: 200 } }));
  const rules = useQuery(stAiwRulePageQueryOptions({ body: { pageNo: 1, pageSize: 200, enabled: 'true' } }));
  const lines = useMemo(
    () => agingLines(stock.data?.rows ?? [], rules.data?.rows ?? [], today),
    [stock.data, rules.data, today],
  );
  const error = stock.error ?? rules.error;
  if (error) return <Alert type="error" showIcon title={`库龄分布加载失败：${userMessageOf(error)}`} />;
  const band = (index: 0 | 1 | 2 | 3) => ({
    key: `band${index + 1}`,
    title: `第${['一', '二', '三', '四'][index]}段`,
    align: 'right' as const,
    render: (_v: unknown, line: AgingLine) => {
      const qty = line.qty[index];
      if (qty === 0) return <Typography.Text type="secondary">—</Typography.Text>;
      const warns = line.warnBand != null && index + 1 >= line.warnBand;
      return (
        <Flex vertical gap={0} align="flex-end">
          <Typography.Text type={warns ? 'danger' : undefined} strong={warns}>
            {qtyOf(line.stock, qty)} {line.stock.uomName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {bandTitles(line.bands)[index]}，{line.rows[index]} 批
          </Typography.Text>
        </Flex>
      );
    },
  });
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        库龄 = 今天（{today}）− 批次首次入该仓库的日期；分段按物料组的库龄预警规则（无规则的按 90 / 180 / 365
        天），红色为预警段。
      </Typography.Text>
      <Table<AgingLine>
        size="small"
        rowKey="key"
        loading={stock.isPending || rules.isPending}
        pagination={false}
        dataSource={lines}
        scroll={{ x: 1100 }}
        columns={[
          { key: 'groupName', dataIndex: 'groupName', title: '物料组' },
          { key: 'material', dataIndex: 'material', title: '物料' },
          { key: 'houseName', dataIndex: 'houseName', title: '仓库' },
          band(0),
          band(1),
          band(2),
          band(3),
        ]}
      />
    </Flex>
  );
}
