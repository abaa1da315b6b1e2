export { SearchBar, SEARCH_PLACEHOLDER, type SearchBarProps } from './SearchBar';
export { LazyAdvancedSearchPanel as AdvancedSearchPanel } from './LazyAdvancedSearchPanel';
export type { AdvancedSearchPanelProps } from './AdvancedSearchPanel';
export { ConditionField, type ConditionFieldProps } from './ConditionField';
