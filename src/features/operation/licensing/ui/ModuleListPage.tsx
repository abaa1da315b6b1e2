import { Space } from 'antd';
import { opModule } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { IconByName } from '@/shared/ui/icon';
import { IconPickerField } from '@/shared/ui/icon-picker';
import { ModuleFunctionsDrawer } from './ModuleFunctionsDrawer';

/** 模块 (bos.opModule): the platform's products with their icons; 功能 checks the functions each holds; enable/disable asked first. */
export const ModuleListPage = defineCrudScreen(opModule, {
  noun: '模块',
  columns: [
    {
      dataIndex: 'name',
      title: '模块名称',
      example: '供应链协同（图标）',
      hideAble: false,
      // The icon beside the name as the navbar shows it.
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
    'status',
    'updateTime',
  ],
  conditions: [{ key: 'name', title: '模块', type: 'input', placeholder: '名称或编码' }, 'status'],
  form: {
    // What menus and licences refer to: fixed once saved.
    code: { disabled: (module) => module !== undefined },
    name: {},
    icon: {
      kind: 'custom',
      render: (field) => <IconPickerField {...field} />,
    },
    sort: {},
    description: { kind: 'textarea', wide: true },
  },
  rowActions: [
    {
      kind: 'panel',
      action: 'grantMenu',
      title: '功能', // In the screen's chunk, not one of its own: antd's Tree in a chunk without the table split the shell's table chunk (+1.5 KB first load).
      load: () => Promise.resolve(ModuleFunctionsDrawer),
    },
    'edit',
  ],
});
