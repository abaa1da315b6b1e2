import { precisionText } from '@/entities/quality/uom';
import { qmUom } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/**
 * 质量计量单位 (docs/design/scm-quality.md → 质量计量单位): what check items measure in (MΩ, μF, HW), apart from the
 * materials' units; the precision limits the decimals of the standards' limits and of the values typed.
 */
export const UnitListPage = defineCrudScreen(qmUom, {
  noun: '质量计量单位',
  columns: [
    { dataIndex: 'code', title: '单位编码', example: 'KOHM', hideAble: false },
    { dataIndex: 'name', title: '单位名称', example: '洛氏硬度 B' },
    { dataIndex: 'symbol', title: '符号', example: 'HRB' },
    {
      dataIndex: 'precision',
      title: '精度',
      example: '3 位小数',
      render: (_, unit) => precisionText(unit.precision),
    },
    'status',
    { dataIndex: 'remark', title: '备注', width: 260, ellipsis: true },
    'updateTime',
  ],
  conditions: [{ key: 'keyword', title: '编码或名称', type: 'input' }, 'status'],
  form: {
    code: { placeholder: '字母、数字、“-”和“_”，如 MOHM' },
    name: { placeholder: '如 兆欧' },
    symbol: { placeholder: '检验值后显示，如 MΩ' },
    precision: { label: '精度（小数位数）', placeholder: '0–6，检验值最多的小数位数' },
    remark: { kind: 'textarea', wide: true },
  },
});
