export { DataTable, type DataTableProps } from './DataTable';
export { RowActions } from './RowActions';
export { TABLE_TEXTS } from './texts';
export type { ColumnConfig, ColumnEdit, ExportConditions, ExportFile, ExportRequest, PageData, RowAction, RowActionCode, TableSource } from './types';
