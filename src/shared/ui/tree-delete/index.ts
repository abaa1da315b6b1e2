export { TreeDeleteDialog, type TreeDeleteDialogProps } from './TreeDeleteDialog';
