import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { expiryState, qtyWithUnit, remainingDays, ST_EXPIRY_STATES, ST_QUALITY_STATES } from '@/entities/storage/stock';
import { withWarehouseCondition } from '@/entities/storage/warehouse';
import { stExpiry, type StExpiryPageData } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';

type ExpiryRow = StExpiryPageData['rows'][number];

const today = () => dayjs().format('YYYY-MM-DD');
/** 效期 is the client's reading of 有效期至 and the material's warning days against today (entities/storage/stock). */
const stateOf = (row: ExpiryRow) => expiryState(row.expiryDate, row.expiryWarnDays, today());
const EXPIRY_OPTIONS = stateOptions(ST_EXPIRY_STATES).filter((o) => o.value !== 'NONE');
const NEAR_OR_EXPIRED = { field: 'expiryState', op: 'in', value: ['NEAR', 'EXPIRED'] } as const;

/**
 * 效期查询 (docs/design/scm-storage.md → 效期查询): the stock rows of materials with a shelf life, by 有效期至, with
 * 剩余天数 and 正常 / 临期 / 过期 by the material's warning days (empty = 30). 复检申请 on 临期 and 过期 rows goes to
 * quality's RFE with the batch and location; a row whose RFE is open shows its number instead. 报废 on 过期 rows opens
 * 其他出库 (type 报废) with the stock row.
 */
export const ExpiryListPage = withWarehouseCondition(
  defineCrudScreen(stExpiry, {
    noun: '库存批次',
    columns: [
      { dataIndex: 'materialCode', title: '物料编码', example: 'PL-PA66-GF30', hideAble: false },
      { dataIndex: 'materialName', title: '物料名称', example: 'PA66 加纤粒料' },
      { dataIndex: 'batchNo', title: '批次', example: 'B20251215-PA02', hideAble: false },
      { dataIndex: 'expiryDate', title: '有效期至', width: 110, sorter: true },
      {
        dataIndex: 'remainingDays',
        title: '剩余天数',
        align: 'right',
        width: 100,
        render: (_v, row) => {
          if (!row.expiryDate) return '';
          const days = remainingDays(row.expiryDate, today());
          return <Typography.Text type={days < 0 ? 'danger' : undefined}>{`${days} 天`}</Typography.Text>;
        },
      },
      {
        dataIndex: 'expiryState',
        title: '效期状态',
        width: 90,
        render: (_v, row) => <StateTag states={ST_EXPIRY_STATES} state={stateOf(row)} />,
      },
      {
        dataIndex: 'onHandQty',
        title: '在库',
        align: 'right',
        example: '4,052.812 千克',
        render: (_v, row) => qtyWithUnit(row, row.onHandQty),
      },
      {
        dataIndex: 'qualityState',
        title: '质量状态',
        width: 90,
        render: (_v, row) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
      },
      { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓', hide: 'narrow' },
      {
        dataIndex: 'locationCode',
        title: '库位',
        example: 'E2-01-01',
        render: (_v, row) => (
          <span title={row.locationName}>
            {row.locationCode}
            {row.isolationLocation && <Tag style={{ marginInlineStart: 4 }}>隔离</Tag>}
          </span>
        ),
      },
      { dataIndex: 'productionDate', title: '生产日期', width: 110, hide: 'narrow' },
      {
        dataIndex: 'expiryWarnDays',
        title: '预警天数',
        align: 'right',
        width: 90,
        hide: 'narrow',
        headerText: '物料的临期预警天数，未设为 30 天',
        render: (_v, row) => `${row.expiryWarnDays ?? 30} 天`,
      },
      {
        dataIndex: 'rfeNo',
        title: '复检申请',
        example: 'RFE-202611-0004',
        render: (_v, row) => row.rfeNo && <Tag color="processing">{row.rfeNo}</Tag>,
      },
      { dataIndex: 'specification', title: '规格', example: 'STM32F407VGT6 LQFP-100', hide: 'narrow', ellipsis: true },
      { dataIndex: 'supplierBatch', title: '供应商批次', example: 'JS2512-102', hide: 'narrow' },
    ],
    conditions: [
      {
        key: 'expiryState',
        title: '效期状态',
        type: 'select',
        options: EXPIRY_OPTIONS,
        multiple: true,
        defaultValue: ['NEAR', 'EXPIRED'],
        defaultText: '临期、过期',
      },
      { key: 'materialCode', title: '物料编码 / 名称', type: 'input' },
      { key: 'batchNo', title: '批次', type: 'input' },
      { key: 'remainingDaysMax', title: '剩余天数 ≤', type: 'number' },
    ],
    rowActions: [
      {
        kind: 'link',
        action: 'rfe',
        title: '复检申请',
        require: 'inventoryExpiration:rfe',
        when: [NEAR_OR_EXPIRED, { field: 'rfeNo', op: 'Null' }],
        to: (row) => `/quality/rfeApply?batchId=${row.batchId}&locationId=${row.locationId}`,
      },
      {
        kind: 'link',
        action: 'scrap',
        title: '报废',
        require: 'otherIssue:page',
        when: { field: 'expiryState', op: 'eq', value: 'EXPIRED' },
        to: (row) => `/storage/issue/other?scrapStockId=${row.id}`,
      },
    ],
    // Read only: no 删除 either.
    status: false,
    table: { selection: 'checkbox' },
  }),
);
