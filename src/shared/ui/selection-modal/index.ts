export {
  RowSelectionModal,
  type RowSelectionModalProps,
  type SelectionSource,
  type SelectionPage,
} from './RowSelectionModal';
export { ClosedSelector, type ClosedSelectorProps } from './ClosedSelector';
