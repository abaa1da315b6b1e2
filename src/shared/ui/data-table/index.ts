export { DataTable, type DataTableProps } from './DataTable';
export { RowActions } from './RowActions';
export { TABLE_TEXTS } from './texts';
export type { ColumnConfig, ColumnEdit, ExportFile, PageData, RowAction, RowActionCode, TableSource } from './types';
