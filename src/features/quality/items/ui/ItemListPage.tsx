import { Space, Typography } from 'antd';
import { DefectClassTag, DefectCodeSelect } from '@/entities/quality/defect';
import {
  ITEM_TYPES,
  ITEM_TYPE_OPTIONS,
  VALUE_TYPES,
  VALUE_TYPE_OPTIONS,
  type QmItemRow,
} from '@/entities/quality/item';
import { precisionText } from '@/entities/quality/uom';
import { qmItem } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { itemChecks } from '../model/item-checks';
import { ItemUomField } from './ItemUomField';

/** 单位 of a 定量 item with the decimals its values take: 'mm（3 位小数）'; a 定性 one has none. */
const unitCell = (item: QmItemRow) =>
  item.uomSymbol ? (
    <Space size={4}>
      {item.uomSymbol}
      <Typography.Text type="secondary">（{precisionText(item.precision)}）</Typography.Text>
    </Space>
  ) : null;

/** 默认缺陷: what an NG of the item records, with the class it counts against. */
const defectCell = (item: QmItemRow) =>
  item.defectCode ? (
    <Space size={4}>
      {`${item.defectCode} ${item.defectName ?? ''}`}
      <DefectClassTag value={item.defectClass} />
    </Space>
  ) : null;

/**
 * 检验项目 (docs/design/scm-quality.md → 检验项目): what is checked on a lot, 定量 (measured in a quality unit, judged
 * against limits) or 定性, and the defect an NG records. Standards pick the enabled ones.
 */
export const ItemListPage = defineCrudScreen(qmItem, {
  noun: '检验项目',
  columns: [
    { dataIndex: 'code', title: '项目编码', example: 'CN-PIN-LEN', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '项目名称', example: '元件外形尺寸' },
    {
      dataIndex: 'itemType',
      title: '类型',
      options: ITEM_TYPE_OPTIONS,
      filter: true,
      render: (_, item) => ITEM_TYPES[item.itemType],
    },
    {
      dataIndex: 'valueType',
      title: '定量/定性',
      options: VALUE_TYPE_OPTIONS,
      render: (_, item) => VALUE_TYPES[item.valueType],
    },
    { dataIndex: 'uomSymbol', title: '单位', example: 'mm（3 位小数）', render: (_, item) => unitCell(item) },
    {
      dataIndex: 'defectCode',
      title: '默认缺陷',
      example: 'DF-PRF-004 损耗角正切超标 MAJ 严重',
      render: (_, item) => defectCell(item),
    },
    'status',
    { dataIndex: 'tool', title: '检测工具', example: '绝缘电阻测试仪', hide: 'narrow' },
    { dataIndex: 'method', title: '检测方法', width: 220, ellipsis: true, hide: 'narrow' },
    'remark',
    'updateTime',
  ],
  conditions: [
    'code',
    'name',
    'itemType',
    { key: 'valueType', title: '定量/定性', type: 'select', options: VALUE_TYPE_OPTIONS },
    'status',
  ],
  form: {
    code: { placeholder: '字母、数字、“-”和“_”，如 CN-PIN-LEN' },
    name: {},
    itemType: { options: ITEM_TYPE_OPTIONS },
    valueType: { options: VALUE_TYPE_OPTIONS },
    uomId: {
      label: '质量计量单位',
      kind: 'custom',
      render: (field) => <ItemUomField {...field} />,
    },
    defectId: {
      label: '默认缺陷代码',
      kind: 'custom',
      render: (field) => <DefectCodeSelect {...field} />,
    },
    tool: { placeholder: '如 数显卡尺、目视' },
    method: { kind: 'textarea', wide: true, placeholder: '检验标准的明细可改写' },
    remark: { kind: 'textarea', wide: true },
  },
  checks: itemChecks,
  formColumns: 2,
  detail: true,
  table: { selection: 'checkbox' },
});
