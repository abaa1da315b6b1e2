/** Local-storage keys of product.md §3 (the names are the backend's and older clients' too: keep them). */
export const STORAGE_KEYS = {
  accessToken: 'ACCESS_TOKEN',
  sidebarType: 'SIDEBAR_TYPE',
  allModules: 'ALL_MODULES',
  theme: 'DEFAULT_THEME',
  layoutMode: 'DEFAULT_LAYOUT_MODE',
  color: 'DEFAULT_COLOR',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  fixedSidebar: 'DEFAULT_FIXED_SIDEMENU',
  autoHideHeader: 'DEFAULT_FIXED_HEADER_HIDDEN',
  contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
  multiTab: 'DEFAULT_MULTI_TAB',
  dictTypeTree: 'DICT_TYPE_TREE',
  whetherRegister: 'WHETHER_REGISTER',
  tenantCode: 'TENANT_CODE',
  currentRoutePath: 'CURRENT_ROUTE_PATH',
  /** Ours, not product.md §3's: the screens last opened, for the menu search. */
  recentScreens: 'MENU_SEARCH_RECENT',
} as const;

export const SESSION_KEYS = { history: 'history' } as const;
