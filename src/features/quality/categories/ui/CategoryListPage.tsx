import { Space, Tag, Typography } from 'antd';
import { CATEGORY_STAGES, CATEGORY_STAGE_OPTIONS, BUILT_IN_REASON } from '@/entities/quality/category';
import { qmCategory } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const NOT_BUILT_IN = { field: 'builtIn', op: 'eq', value: false } as const;
const DISABLED = { field: 'status', op: 'eq', value: 1 } as const;

/**
 * 检验类别 (docs/design/scm-quality.md → 检验类别): the kinds of inspection a standard is written for. The built-in
 * IQC (the incoming flow finds its standards by it) keeps its code and is never disabled nor deleted (1017009): its
 * row offers 编辑 only and says why.
 */
export const CategoryListPage = defineCrudScreen(qmCategory, {
  noun: '检验类别',
  columns: [
    { dataIndex: 'code', title: '类别编码', example: 'IPQC', hideAble: false },
    { dataIndex: 'name', title: '类别名称', example: '来料检验' },
    {
      dataIndex: 'stage',
      title: '阶段',
      options: CATEGORY_STAGE_OPTIONS,
      render: (_, category) => CATEGORY_STAGES[category.stage],
    },
    {
      dataIndex: 'builtIn',
      title: '内置',
      example: '内置 不能改编码、停用或删除',
      render: (_, category) =>
        category.builtIn ? (
          <Space size={4}>
            <Tag color="gold">内置</Tag>
            <Typography.Text type="secondary" title={BUILT_IN_REASON}>
              不能改编码、停用或删除
            </Typography.Text>
          </Space>
        ) : null,
    },
    'sort',
    'status',
    { dataIndex: 'remark', title: '备注', width: 240, ellipsis: true },
    'updateTime',
  ],
  conditions: [{ key: 'keyword', title: '编码或名称', type: 'input' }, 'status'],
  form: {
    code: {
      placeholder: '字母、数字、“-”和“_”，如 IPQC',
      // The incoming flow finds IQC's standards by its code.
      disabled: (category) => category?.builtIn === true,
    },
    name: {},
    stage: { options: CATEGORY_STAGE_OPTIONS },
    sort: { placeholder: '0–9999，越小越靠前' },
    remark: { kind: 'textarea', wide: true },
  },
  rowActions: [
    'edit',
    { kind: 'enable' },
    { kind: 'disable', when: NOT_BUILT_IN },
    { kind: 'delete', when: [DISABLED, NOT_BUILT_IN] },
  ],
  status: false,
});
