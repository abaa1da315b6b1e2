/** User-facing texts of the request layer (product.md §8), in one place. */
export const API_MESSAGES = {
  network: '后端服务未启动或代理错误，请联系系统管理员',
  timeout: '请求超时，请稍后重试',
  format: '服务器返回的数据格式有误',
  forbidden: '您没有权限执行此操作',
  serverFailed: (status: number) => `服务器出错（HTTP ${status}），请稍后重试`,
  requestFailed: (status: number) => `请求失败（HTTP ${status}），请联系系统管理员`,
  unauthorized: '登录已失效，即将重新加载',
  noticeTitle: '提示：',
  relogin: '重新登录',
  emptyDownload: '下载内容为空',
  downloadFailed: (message: string) => `下载失败：${message}`,
} as const;
