/** The brand in page titles: 'brand - route title' (product.md §2.2). */
export const BRAND = '智造协同平台';
export const LOGIN_PATH = '/login';
/** 忘记密码 (product.md §2.5): public, like the login page. */
export const FORGET_PATH = '/forget';
export const HOME_PATH = '/welcome';
/** The project area (product.md §2.3). Here, not beside its tabs: the router in the entry needs only the path. */
export const PROJECT_BASE = '/project';
