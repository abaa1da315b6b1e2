import { Space } from 'antd';
import { type OpModuleListData, opModuleListSource, type OpModuleListVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { IconByName } from '@/shared/ui/icon';

export type OpModule = OpModuleListData[number];

/** 模块 columns: the icon beside the name as the navbar shows it, code, sort, what it holds and who has it. */
export const moduleColumns: ColumnConfig<OpModule>[] = [
  {
    dataIndex: 'name',
    title: '模块名称',
    example: '供应链协同（图标）',
    hideAble: false,
    render: (_, module) => (
      <Space size={6}>
        <IconByName name={module.icon} />
        {module.name}
      </Space>
    ),
  },
  { dataIndex: 'code', title: '模块编码', example: 'Development' },
  { dataIndex: 'icon', title: '图标', example: 'SafetyCertificateOutlined', hide: 'narrow' },
  { dataIndex: 'sort', title: '排序', align: 'right', example: '9999' },
  { dataIndex: 'functionCount', title: '功能数', align: 'right', example: '9999' },
  { dataIndex: 'tenantCount', title: '授权租户数', align: 'right' },
  { dataIndex: 'description', title: '说明', width: 260, ellipsis: true },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const moduleSource = opModuleListSource;

export const moduleConditions: SearchCondition<keyof OpModuleListVariables['body'] & string>[] = [
  { key: 'name', title: '模块', type: 'input', placeholder: '名称或编码' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];
