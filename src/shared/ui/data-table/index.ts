export { DataTable, type DataTableProps } from './DataTable';
export { RowActions } from './RowActions';
export { TABLE_TEXTS } from './texts';
// The headless parts, for other lists on the same engine (the row-selection modal).
export { buildColumns, columnDisplay } from './build-columns';
export { useListQuery } from './use-list-query';
export { useListState } from './use-table-state';
export type {
  ColumnConfig,
  ColumnEdit,
  ExportConditions,
  ExportFile,
  ExportRequest,
  PageData,
  RowAction,
  RowActionCode,
  TableSource,
} from './types';
