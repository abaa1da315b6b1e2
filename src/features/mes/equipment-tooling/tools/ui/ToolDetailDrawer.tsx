import { lifeModeTitle, lifeUnit } from '@/entities/mes/tool-category';
import { mfgToolsDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import type { MfgTool } from '../model/tool-list';
import { LifeBar } from './LifeBar';
import { ToolStateTag } from './tool-columns';

/** 工装详情: identity, stock, life (with its bar) and maintenance. */
export const ToolDetailDrawer = defineDetailPanel({
  title: '工装详情',
  width: 'default',
  columns: 2,
  query: (row: MfgTool) => mfgToolsDetailQueryOptions({ query: { id: row.id } }),
  items: (tool) => [
    { label: '工装编码', value: tool.code },
    { label: '工装名称', value: tool.name },
    { label: '类别', value: tool.categoryName },
    { label: '规格型号', value: tool.spec },
    { label: '数量', value: tool.quantity },
    { label: '可用数量', value: tool.availableQuantity },
    { label: '寿命方式', value: lifeModeTitle(tool.lifeMode) },
    { label: '额定寿命', value: tool.ratedLife ? `${tool.ratedLife} ${lifeUnit(tool.lifeMode)}` : '—' },
    {
      label: '已用寿命',
      value: <LifeBar usedLife={tool.usedLife} ratedLife={tool.ratedLife} lifeMode={tool.lifeMode} />,
      span: 2,
    },
    { label: '状态', value: <ToolStateTag state={tool.state} /> },
    { label: '上次寿命清零', value: tool.lastResetTime },
    { label: '存放位置', value: tool.location },
    { label: '下次保养日期', value: tool.nextMaintainDate },
    { label: '适用产品/工序', value: tool.applyTo, span: 2 },
    { label: '报废原因', value: tool.scrapReason, span: 2 },
    { label: '备注', value: tool.remark, span: 2 },
  ],
});
