import { UserSelect } from '@/entities/user';
import { pmSalesCustomer, pmSalesCustomerListOperation } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 客户等级 (PmSalesCustomerLevel). */
const LEVEL_OPTIONS = [
  { value: 'A', title: 'A 战略客户' },
  { value: 'B', title: 'B 重点客户' },
  { value: 'C', title: 'C 一般客户' },
] as const;

const levelText = (level: string) => LEVEL_OPTIONS.find((option) => option.value === level)?.title ?? level;

/** 销售客户: list, add, edit, detail, enable/disable, delete (a disabled one); the owner is one of the enterprise's users. */
export const CustomerListPage = defineCrudScreen(pmSalesCustomer, {
  noun: '销售客户',
  columns: [
    {
      dataIndex: 'name',
      title: '客户名称',
      example: '大族激光科技产业集团股份有限公司',
      hideAble: false,
      sorter: true,
    },
    { dataIndex: 'industry', title: '所属行业', example: '工业自动化' },
    { dataIndex: 'region', title: '所在地区', example: '江苏省无锡市' },
    {
      dataIndex: 'level',
      title: '客户等级',
      options: LEVEL_OPTIONS,
      filter: true,
      example: 'A 战略客户',
      render: (_v, row) => levelText(row.level),
    },
    { dataIndex: 'contactName', title: '联系人', example: '周建国' },
    { dataIndex: 'contactPhone', title: '联系电话', example: '0755-29799595' },
    { dataIndex: 'ownerUserName', title: '负责销售', example: '张伟' },
    'status',
    { dataIndex: 'email', title: '邮箱', width: 220, ellipsis: true, hide: true },
    'updateTime',
  ],
  conditions: ['name', 'industry', 'region', 'level', 'ownerUserName', 'status'],
  form: {
    name: { placeholder: '与营业执照一致', wide: true },
    industry: { placeholder: '如 工业机器人、锂电设备' },
    region: { placeholder: '如 江苏省苏州市' },
    level: { options: LEVEL_OPTIONS },
    ownerUserId: {
      label: '负责销售',
      kind: 'custom',
      render: (field) => <UserSelect {...field} />,
    },
    contactName: {},
    contactPhone: { placeholder: '手机号或区号-座机号' },
    email: {},
    address: { label: '地址', wide: true },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  formWidth: 760,
  detail: {
    title: '客户详情',
    width: 'default',
    columns: 2,
    items: (customer, renderDict) => [
      { label: '客户名称', value: customer.name, span: 2 },
      'industry',
      'region',
      { label: '客户等级', value: levelText(customer.level) },
      'ownerUserName',
      'contactName',
      'contactPhone',
      'email',
      { label: '状态', value: renderDict('common_status', customer.status) },
      { label: '地址', value: customer.address, span: 2 },
      { label: '备注', value: customer.remark, span: 2 },
    ],
  },
  // The quotation form's customer select reads the list call.
  alsoRefetch: [pmSalesCustomerListOperation],
});
