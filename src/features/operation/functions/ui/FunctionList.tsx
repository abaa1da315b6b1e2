import { idpFunction, idpFunctionLicenceTreeOperation, idpFunctionTreeOperation } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { IconByName } from '@/shared/ui/icon';
import { FUNCTION_TYPES } from '../model/function-rules';
import { functionSource } from '../model/function-source';

const typeTitle = (type: string) => FUNCTION_TYPES.find((t) => t.value === type)?.title ?? type;
const yesNo = (value: boolean) => (value ? '是' : '否');

/**
 * 平台功能 in tree order (indented by depth), narrowed beside it; the add/edit form keeps the menus whole (a form of
 * its own: its rules read the product's tree).
 */
export const FunctionList = defineCrudScreen(
  { source: functionSource, detail: idpFunction.detail, status: idpFunction.status },
  {
    noun: '平台功能',
    // A save changes the trees beside the list and in the parent select.
    alsoRefetch: [idpFunctionTreeOperation, idpFunctionLicenceTreeOperation],
    columns: [
      {
        dataIndex: 'name',
        title: '功能名称',
        example: '　　　　产线详情页面',
        hideAble: false,
        render: (_v, row) => (
          <span style={{ paddingLeft: row.level * 16, display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            {row.icon ? <IconByName name={row.icon} /> : null}
            {row.name}
          </span>
        ),
      },
      {
        dataIndex: 'type',
        title: '类型',
        options: FUNCTION_TYPES.map(({ title, value }) => ({ title, value })),
        render: (_v, row) => typeTitle(row.type),
      },
      { dataIndex: 'code', title: '功能编码', example: 'manufactureModeling' },
      { dataIndex: 'path', title: '路由地址', example: '/manufacture/report/analyzing', ellipsis: true },
      { dataIndex: 'component', title: '组件', example: 'mes.mfgLineDetail', ellipsis: true, hide: 'narrow' },
      { dataIndex: 'permission', title: '权限标识', example: 'mfgLine:export', hide: 'narrow' },
      { dataIndex: 'sort', title: '排序' },
      {
        dataIndex: 'visible',
        title: '菜单显示',
        render: (_v, row) => (row.type === '3' ? '-' : row.visible ? '显示' : '隐藏'),
      },
      { dataIndex: 'status', title: '状态', dict: 'common_status' },
      { dataIndex: 'keepAlive', title: '缓存', hide: true, render: (_v, row) => yesNo(row.keepAlive) },
      'remark',
      'updateTime',
    ],
    conditions: ['name', 'status'],
    editor: () => import('./function-form').then((m) => m.FunctionForm),
    // The route fields a menu is built from, its permission and audit stamp.
    detail: {
      width: 'default',
      columns: 2,
      items: (fn, renderDict) => [
        { label: '功能名称', value: fn.name },
        'code',
        { label: '所属产品', value: fn.productName },
        { label: '类型', value: typeTitle(fn.type) },
        'path',
        'component',
        { label: '重定向地址', value: fn.redirect },
        { label: '外链地址', value: fn.link },
        {
          label: '图标',
          value: fn.icon ? (
            <span>
              <IconByName name={fn.icon} /> {fn.icon}
            </span>
          ) : null,
        },
        'permission',
        'sort',
        { label: '在菜单中显示', value: yesNo(fn.visible) },
        { label: '缓存页面', value: yesNo(fn.keepAlive) },
        { label: '状态', value: renderDict('common_status', fn.status) },
        { label: '备注', value: fn.remark, span: 2 },
      ],
    },
    rowActions: ['detail', 'edit'],
  },
);
