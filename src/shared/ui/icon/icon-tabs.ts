/**
 * The icon picker's tabs (product.md §2.6) over the curated menu icons: a menu can show only these, so the picker offers only
 * these. The custom tab's names are aliases the server may send for platform concepts.
 */
export const ICON_TABS: ReadonlyArray<{ key: string; title: string; names: readonly string[] }> = [
  {
    key: 'directional',
    title: '方向性图标',
    names: [
      'SwapOutlined',
      'ExportOutlined',
      'ImportOutlined',
      'NodeIndexOutlined',
      'BranchesOutlined',
      'PlayCircleOutlined',
      'RocketOutlined',
    ],
  },
  {
    key: 'suggested',
    title: '提示建议性图标',
    names: ['QuestionCircleOutlined', 'WarningOutlined', 'AlertOutlined', 'SafetyCertificateOutlined', 'AuditOutlined'],
  },
  {
    key: 'editor',
    title: '编辑类图标',
    names: [
      'FormOutlined',
      'FileTextOutlined',
      'ProfileOutlined',
      'UnorderedListOutlined',
      'TableOutlined',
      'TagsOutlined',
      'LinkOutlined',
      'ReadOutlined',
    ],
  },
  {
    key: 'data',
    title: '数据类图标',
    names: [
      'BarChartOutlined',
      'LineChartOutlined',
      'PieChartOutlined',
      'DashboardOutlined',
      'DatabaseOutlined',
      'FileSearchOutlined',
      'FileSyncOutlined',
    ],
  },
  {
    key: 'general',
    title: '网站通用图标',
    names: [
      'HomeOutlined',
      'AppstoreOutlined',
      'AppstoreAddOutlined',
      'SettingOutlined',
      'ToolOutlined',
      'ControlOutlined',
      'UserOutlined',
      'TeamOutlined',
      'SolutionOutlined',
      'CalendarOutlined',
      'ScheduleOutlined',
      'FolderOutlined',
      'InboxOutlined',
      'EnvironmentOutlined',
      'MonitorOutlined',
      'CloudServerOutlined',
      'ClusterOutlined',
      'ApartmentOutlined',
      'CodeOutlined',
      'ProjectOutlined',
    ],
  },
  {
    key: 'brand',
    title: '品牌和标识',
    names: ['BankOutlined', 'ShopOutlined', 'DollarOutlined', 'CarOutlined', 'ShoppingCartOutlined'],
  },
  {
    key: 'custom',
    title: '自定义',
    names: ['tenant', 'module', 'function', 'software', 'platform', 'warehouse', 'purchase'],
  },
];

/** What the custom names stand for, and the icon each is drawn with. */
export const CUSTOM_ICON_NAMES: Readonly<Record<string, { title: string; icon: string }>> = {
  tenant: { title: '租户', icon: 'BankOutlined' },
  module: { title: '模块', icon: 'AppstoreOutlined' },
  function: { title: '功能', icon: 'ControlOutlined' },
  software: { title: '软件', icon: 'CodeOutlined' },
  platform: { title: '平台', icon: 'CloudServerOutlined' },
  warehouse: { title: '仓库', icon: 'InboxOutlined' },
  purchase: { title: '采购', icon: 'ShoppingCartOutlined' },
};
