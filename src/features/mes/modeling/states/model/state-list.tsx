import { Flex, Tag } from 'antd';
import { mfgStateListSource, type CallOptions, type MfgStateListData, type MfgStateListVariables } from '@/shared/api';
import { pidTree, type PidNode } from '@/shared/lib/pid-tree';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type MfgState = MfgStateListData[number];
export type StateNode = PidNode<MfgState>;
export type StateQuery = MfgStateListVariables['body'];
/** Where a new state starts: under the chosen node, in its category. */
export type StateScope = Partial<StateQuery> & { pid?: string };

export const STATE_CATEGORIES = [
  { value: 'RUN', title: '运行' },
  { value: 'STOP', title: '停机' },
  { value: 'IDLE', title: '空闲' },
] as const;

const CATEGORY_COLOR: Record<MfgState['category'], string> = { RUN: 'success', STOP: 'error', IDLE: 'default' };
const categoryTitle = (value: string) => STATE_CATEGORIES.find((option) => option.value === value)?.title ?? value;
const yesNo = (value: boolean) => (value ? '是' : '否');

/** The tree table: name first (it carries the expand button), the colour as a swatch with its value. */
export const stateColumns: ColumnConfig<StateNode>[] = [
  { dataIndex: 'name', title: '状态名称', example: '非计划停机（设备）', hideAble: false },
  { dataIndex: 'code', title: '状态编码', example: 'STOP-U-QUALITY' },
  {
    dataIndex: 'category',
    title: '类别',
    options: STATE_CATEGORIES,
    render: (value, row) => <Tag color={CATEGORY_COLOR[row.category]}>{categoryTitle(String(value))}</Tag>,
  },
  {
    dataIndex: 'color',
    title: '颜色',
    example: '#CF1322 ',
    render: (_value, row) => (
      <Flex gap={6} align="center">
        <span
          aria-hidden
          style={{ width: 14, height: 14, borderRadius: 3, background: row.color, display: 'inline-block' }}
        />
        {row.color}
      </Flex>
    ),
  },
  { dataIndex: 'oeeLoss', title: '计入 OEE 损失', render: (_value, row) => yesNo(row.oeeLoss) },
  { dataIndex: 'needReason', title: '需填原因', render: (_value, row) => yesNo(row.needReason) },
  { dataIndex: 'sort', title: '排序' },
  { dataIndex: 'status', title: '状态', dict: 'common_status' },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
];

export const stateConditions: SearchCondition<keyof StateQuery & string>[] = [
  { key: 'name', title: '状态名称', type: 'input' },
  { key: 'code', title: '状态编码', type: 'input' },
  { key: 'category', title: '类别', type: 'select', options: [...STATE_CATEGORIES], multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

/** The list call, answered as a tree. */
export const stateSource = {
  ...mfgStateListSource,
  fetch: async (query: StateQuery, options?: CallOptions): Promise<StateNode[]> =>
    pidTree(await mfgStateListSource.fetch(query, options)),
};
