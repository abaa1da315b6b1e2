/** Texts of the data table (product.md §4.1, §8, §9); English-only spec texts in the Chinese the whole app uses. */
export const TABLE_TEXTS = {
  listFailed: (message: string) => `获取数据列表失败：${message}`,
  total: (total: number) => `共 ${total} 条`,
  more: '更多',
  add: '新增',
  invalidButton: '无效按钮',
  confirmAction: (title: string) => `确认${title}吗？`,
  exportStarted: '导出文件正在下载，请稍候',
  exportMissing: '未找到导出函数参数',
  columnsAdjusted: '表格列配置已调整',
  fullscreenUnsupported: '您的浏览器不支持全屏模式',
  refresh: '刷新',
  density: '密度',
  columns: '列设置',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  export: '导出',
  advanced: '高级搜索',
  clear: '清空',
  actions: '操作',
  index: '序号',
  showAll: '全部显示',
  reset: '重置',
} as const;

export const DENSITY_OPTIONS = [
  { key: 'large', label: '默认' },
  { key: 'medium', label: '中等' },
  { key: 'small', label: '紧凑' },
] as const;

export type Density = (typeof DENSITY_OPTIONS)[number]['key'];
