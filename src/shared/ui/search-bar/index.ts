export { SearchBar, SEARCH_PLACEHOLDER, type SearchBarProps } from './SearchBar';
export { AdvancedSearchPanel, type AdvancedSearchPanelProps } from './AdvancedSearchPanel';
export { ConditionField, type ConditionFieldProps } from './ConditionField';
