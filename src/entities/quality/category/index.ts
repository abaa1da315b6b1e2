export {
  BUILT_IN_REASON,
  CATEGORY_STAGES,
  CATEGORY_STAGE_OPTIONS,
  type CategoryStage,
  type QmCategoryRow,
} from './model/stages';
export { CategorySelect, type CategorySelectProps } from './ui/CategorySelect';
