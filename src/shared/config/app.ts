/** The brand in page titles: 'brand - route title' (§2.2). */
export const BRAND = '智造协同平台';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/welcome';
