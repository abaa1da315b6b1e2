export { TreePanel, type TreePanelProps, type PanelNode } from './TreePanel';
export { AllTreePanel, type AllTreePanelProps } from './AllTreePanel';
export { ParentTreeSelect, type ParentTreeSelectProps } from './ParentTreeSelect';
export { parentOptions, type ParentOption } from './parent-options';
