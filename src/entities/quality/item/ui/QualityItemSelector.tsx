import { qmItemPageSource } from '@/shared/api';
import { defineSelector } from '@/shared/ui/selection-modal';
import { ITEM_TYPE_OPTIONS, ITEM_TYPES, VALUE_TYPES } from '../model/item-labels';

/**
 * 选择检验项目: the enabled check items (a disabled one cannot be added to a standard), with what a standard's line
 * takes from the item: its type, 定量 / 定性, unit and tool.
 */
export const QualityItemSelector = defineSelector({
  title: '选择检验项目',
  width: 960,
  source: qmItemPageSource,
  params: { status: '0' },
  columns: [
    { dataIndex: 'code', title: '项目编码', width: 130 },
    { dataIndex: 'name', title: '项目名称', width: 140 },
    { dataIndex: 'itemType', title: '类型', width: 80, render: (_v, item) => ITEM_TYPES[item.itemType] },
    { dataIndex: 'valueType', title: '定量/定性', width: 90, render: (_v, item) => VALUE_TYPES[item.valueType] },
    { dataIndex: 'uomSymbol', title: '单位', width: 70 },
    { dataIndex: 'tool', title: '检测工具', width: 140 },
  ],
  conditions: [
    { key: 'code', title: '项目编码', type: 'input' },
    { key: 'name', title: '项目名称', type: 'input' },
    { key: 'itemType', title: '类型', type: 'select', options: ITEM_TYPE_OPTIONS },
  ],
});
