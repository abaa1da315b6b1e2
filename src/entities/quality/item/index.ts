export {
  ITEM_TYPES,
  ITEM_TYPE_OPTIONS,
  VALUE_TYPES,
  VALUE_TYPE_OPTIONS,
  type QmItemRow,
  type QmItemType,
  type QmValueType,
} from './model/item-labels';
export { QualityItemSelector } from './ui/QualityItemSelector';
