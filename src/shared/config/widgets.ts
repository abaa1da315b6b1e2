/** Table and widget constants of product.md §9 (and product.md §5), shared by every screen. */
export const TABLE = {
  pageSizeOptions: [10, 20, 50, 100, 200],
  defaultPageSize: 10,
  defaultPageNo: 1,
  /** Index column; 100 when the index continues across pages. */
  indexColumnWidth: 55,
  continuedIndexColumnWidth: 100,
  radioColumnWidth: 40,
  /** antd's checkbox selection column (its token selectionColumnWidth = controlHeight). */
  checkboxColumnWidth: 32,
  /** A page with more rows than this renders virtually. */
  virtualRowThreshold: 200,
  /** The body height of a virtual table that was not given one. */
  virtualHeight: 600,
  /** What a column without a declared width counts for in a virtual table's scroll width. */
  defaultColumnWidth: 150,
  minHeight: 500,
  /** Row actions shown before the rest go under 更多. */
  visibleRowActions: 2,
  refreshTooltipDelayMs: 200,
  queryPopupWidth: 288,
  searchInputMinWidth: 250,
  /** Below this table width (a 1366/1440 screen beside a tree) 导出 and 高级搜索 show their icons only, so the toolbar stays on one line. */
  compactToolbarWidth: 960,
  /** Below this table width (a phone) the 操作 column scrolls with the row instead of staying fixed on the right. */
  unfixedActionsWidth: 480,
  numberSearchMaxLength: 19,
} as const;

export const MODAL_WIDTH = {
  lineSelector: 1200,
  materialSelector: 1280,
  closedSelector: 900,
  selection: 900,
  viewer: 1200,
} as const;

export const DRAWER_WIDTH = { small: 600, default: 800, large: 1000 } as const;

/** product.md §5 upload limits in MB; default max file count 1. */
export const UPLOAD_LIMIT_MB = { general: 100, image: 10, productImage: 5, pdf: 5 } as const;
export const UPLOAD_DEFAULT_MAX_FILES = 1;

export const RICH_TEXT = { maxLength: 5000, height: 500 } as const;
export const TREE_PANEL_MAX_HEIGHT = 630;
export const APPROVAL_FLOW_NODE = { width: 200, height: 90, line: 30 } as const;
export const COUNTDOWN_TICK_MS = 1000;
export const VIEWER_PRINT_DELAY_MS = 500;

/** product.md §9 date formats (locale zh-cn). */
export const DATE_FORMAT = {
  date: 'YYYY-MM-DD',
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
  time: 'HH:mm:ss',
} as const;
