import { Space, Tag, Typography } from 'antd';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { CategoryNode } from '../model/category-tree';
import { PHASES } from '../model/phases';

const phaseTitle = (code: string) => PHASES.find((phase) => phase.value === code)?.title ?? code;

/** 文档分类 tree table columns: name (the tree), code, the phases it is a required deliverable in, sort. */
export const categoryColumns: ColumnConfig<CategoryNode>[] = [
  { dataIndex: 'name', title: '分类名称', width: 260, hideAble: false },
  { dataIndex: 'code', title: '分类编码', example: 'SUMMARY' },
  {
    dataIndex: 'requiredPhaseCodes',
    title: '必交阶段',
    width: 360,
    render: (_v, row) =>
      row.requiredPhaseCodes.length === 0 ? (
        <Typography.Text type="secondary">非必交</Typography.Text>
      ) : (
        <Space size={[0, 4]} wrap>
          {row.requiredPhaseCodes.map((code) => (
            <Tag key={code} color="blue">
              {phaseTitle(code)}
            </Tag>
          ))}
        </Space>
      ),
  },
  { dataIndex: 'sort', title: '排序', align: 'right', example: '9999' },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];
