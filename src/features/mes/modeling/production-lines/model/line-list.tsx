import { Popover } from 'antd';
import { mfgLineExport, type MfgLinePageData, mfgLinePageSource, type MfgLinePageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type MfgLine = MfgLinePageData['rows'][number];
export type MfgLineQuery = MfgLinePageVariables['body'];

/** §3 production-line columns; the feed warehouse's name in a popover over its code. */
export const lineColumns: ColumnConfig<MfgLine>[] = [
  { dataIndex: 'code', title: '产线编码', width: 140, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '产线名称', width: 180, query: 'input' },
  { dataIndex: 'deptName', title: '所属部门', width: 160 },
  {
    dataIndex: 'inHouseCode',
    title: '投料仓库',
    width: 160,
    render: (code, row) =>
      code ? (
        <Popover content={row.houseName ?? '—'} title="投料仓库名称">
          <a>{code}</a>
        </Popover>
      ) : null,
  },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const lineConditions: SearchCondition<keyof MfgLineQuery & string>[] = [
  { key: 'name', title: '产线名称', type: 'input' },
  { key: 'code', title: '产线编码', type: 'input' },
  { key: 'inHouseCode', title: '投料仓库编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const lineSource = mfgLinePageSource;

/** The table sends the selected lines' ids, otherwise the current conditions (§5). */
export const exportLines: ExportFile<MfgLineQuery> = (request) => mfgLineExport({ body: request });
