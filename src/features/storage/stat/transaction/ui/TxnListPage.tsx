import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { periodProblem } from '@/entities/storage/stat';
import { ST_QUALITY_STATES, ST_TXN_TYPES, qtyOf, type StLedgerRow } from '@/entities/storage/stock';
import { stStatTxn } from '@/shared/api';
import { UserMessageError } from '@/shared/lib/errors';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { StateTag } from '@/shared/ui/state-tag';
import { batchRoute, sourceRoute } from '../model/source-route';

const MEASURES = [
  { value: 'ON_HAND', title: '在库' },
  { value: 'LOCKED', title: '锁定' },
  { value: 'ALLOCATED', title: '已分配' },
];
const MEASURE_TITLES: Record<NonNullable<StLedgerRow['measure']>, string> = {
  ON_HAND: '在库',
  LOCKED: '锁定',
  ALLOCATED: '已分配',
};
const TXN_TYPE_OPTIONS = Object.entries(ST_TXN_TYPES).map(([value, title]) => ({ value, title }));

/** The period is checked before asking (1018702 / 1018703, docs/design/scm-storage-2.md → 统计分析): said in the list. */
const checked: typeof stStatTxn.source = {
  ...stStatTxn.source,
  fetch: (query, options) => {
    const problem = periodProblem(query.txnTimeFrom, query.txnTimeTo);
    return problem ? Promise.reject(new UserMessageError(problem)) : stStatTxn.source.fetch(query, options);
  },
};

/**
 * 事务历史 (`st.statTransaction`, docs/design/scm-storage-2.md → 统计分析): the ledger rows with every condition a
 * person needs, newest first; a row opens its source document's list and its batch in 库存明细; 导出 the selected rows
 * or the conditions. Read only.
 */
export const TxnListPage = defineCrudScreen(
  { ...stStatTxn, source: checked },
  {
    noun: '库存事务',
    columns: [
      { dataIndex: 'txnTime', title: '时间', width: 160, hideAble: false, sorter: true },
      { dataIndex: 'txnTypeName', title: '事务类型', width: 110, example: '质量状态变更' },
      {
        dataIndex: 'sourceNo',
        title: '来源单号',
        width: 190,
        example: 'IQC-20261126-0007 第 1 行',
        render: (_v, row) => {
          const to = sourceRoute(row);
          const text = `${row.sourceNo}${row.sourceLineNo ? ` 第 ${row.sourceLineNo} 行` : ''}`;
          return (
            <>
              {to ? <Link to={to}>{text}</Link> : text}
              {row.reversalOfId && <Typography.Text type="warning">（冲销）</Typography.Text>}
            </>
          );
        },
      },
      { dataIndex: 'materialCode', title: '物料编码', example: 'EL-CN-DB15F', hideAble: false },
      { dataIndex: 'materialName', title: '物料名称', example: 'PA66 加纤粒料' },
      {
        dataIndex: 'batchNo',
        title: '批次',
        example: 'B20261126-001',
        render: (_v, row) => <Link to={batchRoute(row)}>{row.batchNo}</Link>,
      },
      { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
      { dataIndex: 'areaName', title: '库区', example: '防静电区', hide: 'narrow' },
      { dataIndex: 'locationCode', title: '库位', example: 'E1-01-01' },
      {
        dataIndex: 'qualityState',
        title: '质量状态',
        width: 90,
        render: (_v, row) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
      },
      {
        dataIndex: 'measure',
        title: '变动的数',
        width: 80,
        hide: 'narrow',
        render: (_v, row) => MEASURE_TITLES[row.measure ?? 'ON_HAND'],
      },
      {
        dataIndex: 'qty',
        title: '数量',
        align: 'right',
        example: '+4,052.812 千克',
        render: (_v, row) => (
          <Typography.Text type={row.direction === 'IN' ? 'success' : 'danger'}>
            {`${row.direction === 'IN' ? '+' : '−'}${qtyOf(row, row.qty)} ${row.uomName}`}
          </Typography.Text>
        ),
      },
      {
        dataIndex: 'afterQty',
        title: '变动前 → 变动后',
        align: 'right',
        example: '4,052.812 → 4,052.812',
        hide: 'narrow',
        render: (_v, row) => `${qtyOf(row, row.beforeQty)} → ${qtyOf(row, row.afterQty)}`,
      },
      { dataIndex: 'operatorName', title: '经办人', width: 80 },
      {
        dataIndex: 'reason',
        title: '原因 / 备注',
        ellipsis: true,
        hide: true,
        render: (_v, row) => [row.reason, row.remark].filter(Boolean).join('；'),
      },
    ],
    conditions: [
      { key: 'materialKeyword', title: '物料编码 / 名称', type: 'input' },
      { key: 'batchNo', title: '批次', type: 'input' },
      { key: 'txnTypes', title: '事务类型', type: 'select', multiple: true, options: TXN_TYPE_OPTIONS },
      { key: 'sourceNo', title: '来源单号', type: 'input' },
      { key: 'houseIds', title: '仓库', type: 'select', multiple: true, options: [] },
      { key: 'areaId', title: '库区', type: 'select', options: [] },
      { key: 'locationId', title: '库位', type: 'select', options: [] },
      { key: 'txnTime', title: '期间', type: 'dateRange' },
      {
        key: 'direction',
        title: '方向',
        type: 'radio',
        options: [
          { value: 'IN', title: '入' },
          { value: 'OUT', title: '出' },
        ],
      },
      { key: 'operatorName', title: '经办人', type: 'input' },
      { key: 'measure', title: '变动的数', type: 'select', options: MEASURES },
    ],
    rowActions: [],
    // Read only: the ledger changes by documents, never here.
    status: false,
    table: { selection: 'checkbox' },
  },
);
