/** The three error pages of product.md §2.4 and their texts. */
export type ExceptionStatus = 403 | 404 | 500;

export const EXCEPTION_TEXTS: Record<ExceptionStatus, string> = {
  403: '抱歉，您无权访问此页面',
  404: '抱歉，您访问的页面不存在或仍在开发中',
  500: '抱歉，服务器出错了',
};

export const BACK_HOME_TEXT = '返回首页';
