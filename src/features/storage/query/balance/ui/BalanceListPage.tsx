import { Typography } from 'antd';
import dayjs from 'dayjs';
import { balanceProblem, qtyOf } from '@/entities/storage/stock';
import { withWarehouseCondition } from '@/entities/storage/warehouse';
import { stBalance, type StBalancePageData } from '@/shared/api';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

type BalanceRow = StBalancePageData['rows'][number];
type QtyField = {
  [K in keyof BalanceRow]-?: NonNullable<BalanceRow[K]> extends number ? K : never;
}[keyof BalanceRow];

/** A figure in the unit's decimals, right-aligned; the by-type columns are shown where the table has room. */
const figure = (dataIndex: QtyField, title: string, more: Partial<ColumnConfig<BalanceRow>> = {}) =>
  ({
    dataIndex,
    title,
    align: 'right',
    example: '4,513.062',
    render: (_v: unknown, row: BalanceRow) => qtyOf(row, row[dataIndex] ?? 0),
    ...more,
  }) satisfies ColumnConfig<BalanceRow>;

const byType = { hide: 'narrow' } as const;

/**
 * 库存余额 (docs/design/scm-storage.md → 库存余额): per material × warehouse × period, 期初 + 入 − 出 = 期末 with 入 and
 * 出 by type; each row checked on the client, one that does not add up marked and said (余额不平：期初 0 + 入 3000 − 出
 * 348 ≠ 期末 2600). Moves and quality-state changes inside a warehouse cancel out and are left out unless 含库内移动.
 */
export const BalanceListPage = withWarehouseCondition(
  defineCrudScreen(stBalance, {
    noun: '库存余额',
    columns: [
      { dataIndex: 'materialCode', title: '物料编码', example: 'AX-SOLDER-08X', hideAble: false, fixed: 'left' },
      { dataIndex: 'materialName', title: '物料名称', example: 'PA66 加纤粒料' },
      { dataIndex: 'specification', title: '规格', example: 'SPCC 1.5×1250×2500mm', hide: 'narrow', ellipsis: true },
      { dataIndex: 'materialGroupName', title: '物料组', example: '电子元器件', hide: true },
      { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
      { dataIndex: 'uomName', title: '单位', width: 64 },
      figure('openingQty', '期初'),
      figure('inPurchaseQty', '采购入库'),
      figure('inProductionQty', '生产入库'),
      figure('inReturnQty', '退料入库', byType),
      figure('inOtherQty', '其他入库', byType),
      figure('inMoveQty', '移入/调入', byType),
      figure('inStocktakeQty', '盘盈', byType),
      figure('inOpeningQty', '期初入库', { hide: true }),
      figure('inQty', '入库合计'),
      figure('outIssueQty', '生产发料'),
      figure('outSalesQty', '销售出库'),
      figure('outOtherQty', '其他出库', byType),
      figure('outScrapQty', '报废', byType),
      figure('outMoveQty', '移出/调出', byType),
      figure('outStocktakeQty', '盘亏', byType),
      figure('outPurchaseReturnQty', '采购退货', byType),
      figure('outQty', '出库合计'),
      // 期末 and its check are what the list is read for: kept in sight however many type columns are shown.
      figure('closingQty', '期末', {
        fixed: 'right',
        render: (_v, row) => (
          <Typography.Text type={balanceProblem(row) ? 'danger' : undefined} strong>
            {qtyOf(row, row.closingQty)}
          </Typography.Text>
        ),
      }),
      {
        dataIndex: 'id',
        title: '核对',
        fixed: 'right',
        // A mismatch says its figures over two lines rather than widen every row.
        width: 220,
        hideAble: false,
        render: (_v, row) => {
          const problem = balanceProblem(row);
          return problem ? <Typography.Text type="danger">{problem}</Typography.Text> : '相符';
        },
      },
      { dataIndex: 'periodFrom', title: '期间自', width: 110, hide: true },
      { dataIndex: 'periodTo', title: '期间至', width: 110, hide: true },
    ],
    conditions: [
      {
        key: 'period',
        title: '期间（月）',
        type: 'month',
        defaultValue: dayjs().format('YYYY-MM'),
        defaultText: dayjs().format('YYYY-MM'),
      },
      { key: 'date', title: '期间（日期范围）', type: 'dateRange' },
      { key: 'materialCode', title: '物料编码 / 名称', type: 'input' },
      { key: 'materialGroupName', title: '物料组', type: 'input' },
      { key: 'onlyMoved', title: '只看有发生', type: 'radio', options: [{ title: '是', value: '1' }] },
      { key: 'includeInternal', title: '含库内移动', type: 'radio', options: [{ title: '是', value: '1' }] },
    ],
    rowActions: [],
    status: false,
    table: { selection: 'checkbox' },
  }),
);
