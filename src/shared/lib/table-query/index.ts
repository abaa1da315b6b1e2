export {
  hasSearchValue,
  isRangeValue,
  type ActiveCondition,
  type RangeValue,
  type SearchCondition,
  type SearchFieldType,
  type SearchOption,
  type SearchValue,
} from './search-condition';
