import { Tag } from 'antd';
import { lifeModeTitle, lifeUnit } from '@/entities/mes/tool-category';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { TOOL_STATES, type MfgTool } from '../model/tool-list';
import { LifeBar } from './LifeBar';

export function ToolStateTag({ state }: { state: string }) {
  const found = TOOL_STATES.find((option) => option.value === state);
  return <Tag color={found?.color}>{found?.title ?? state}</Tag>;
}

export const toolColumns: ColumnConfig<MfgTool>[] = [
  { dataIndex: 'code', title: '工装编码', example: 'FX-TEST-750-01', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '工装名称', example: 'SD-750A 老化测试治具', query: 'input' },
  { dataIndex: 'categoryName', title: '类别', example: '装配夹具' },
  { dataIndex: 'spec', title: '规格型号', example: 'φ6.8×82 TiAlN', hide: 'narrow' },
  {
    dataIndex: 'quantity',
    title: '数量/可用',
    align: 'right',
    example: '50 / 50',
    render: (_value, row) => `${row.quantity} / ${row.availableQuantity}`,
  },
  { dataIndex: 'lifeMode', title: '寿命方式', render: (_value, row) => lifeModeTitle(row.lifeMode) },
  {
    dataIndex: 'ratedLife',
    title: '额定寿命',
    align: 'right',
    example: '50,000 次',
    hide: 'narrow',
    render: (_value, row) =>
      row.ratedLife ? `${row.ratedLife.toLocaleString('zh-CN')} ${lifeUnit(row.lifeMode)}` : '—',
  },
  {
    dataIndex: 'usedLife',
    title: '已用寿命',
    width: 240,
    render: (_value, row) => <LifeBar usedLife={row.usedLife} ratedLife={row.ratedLife} lifeMode={row.lifeMode} />,
  },
  {
    dataIndex: 'state',
    title: '状态',
    options: TOOL_STATES,
    render: (_value, row) => <ToolStateTag state={row.state} />,
  },
  { dataIndex: 'location', title: '存放位置', example: '机加刀具柜 C-03', hide: 'narrow' },
  { dataIndex: 'applyTo', title: '适用产品/工序', width: 220, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'nextMaintainDate', title: '下次保养日期', example: '2026-12-05' },
];
