export { DetailDrawer, type DetailDrawerProps } from './DetailDrawer';
export { defineDetailPanel, type DetailPanelDeclaration } from './define-detail-panel';
