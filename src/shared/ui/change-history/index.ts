export {
  ChangeHistoryTable,
  type ChangeHistory,
  type ChangeHistoryTableProps,
  type HistoryQuery,
} from './ChangeHistoryTable';
export { ChangeHistoryDrawer } from './ChangeHistoryDrawer';
