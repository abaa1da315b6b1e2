export { ChangeHistoryTable, type ChangeHistory, type ChangeHistoryTableProps, type HistoryQuery } from './ChangeHistoryTable';
