export { MaterialSelector, type MaterialSelectorProps, type MaterialRow } from './ui/MaterialSelector';
export { MaterialGroupTreeSelect } from './ui/MaterialGroupTreeSelect';
export { MaterialGroupTreePanel } from './ui/MaterialGroupTreePanel';
export { materialGroupTreeQuery } from './api/group-tree-query';
export { MaterialPickField, type MaterialPickFieldProps } from './ui/MaterialPickField';
export { MaterialsPickField, type MaterialsPickFieldProps, type KnownMaterial } from './ui/MaterialsPickField';
export { MaterialSearchSelect, type MaterialSearchSelectProps } from './ui/MaterialSearchSelect';
export {
  materialAttributeForm,
  materialAttributeItems,
  type SavedMaterialAttributes,
} from './model/material-attributes';
