export {
  RowSelectionModal,
  type RowSelectionModalProps,
  type SelectionSource,
  type SelectionPage,
} from './RowSelectionModal';
export { ClosedSelector, type ClosedSelectorProps } from './ClosedSelector';
export {
  defineSelector,
  selectionSource,
  type SelectorDeclaration,
  type SelectorProps,
  type SelectorRow,
} from './define-selector';
