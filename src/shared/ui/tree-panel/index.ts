export { TreePanel, type TreePanelProps, type PanelNode } from './TreePanel';
