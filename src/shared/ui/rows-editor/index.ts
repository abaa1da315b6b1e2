export { RowsEditorDrawer, type CellField, type RowsColumn, type RowsEditorDrawerProps } from './RowsEditorDrawer';
