import { TABLE } from '@/shared/config';
import type { ActiveCondition } from './search-condition';
import type { TableSort } from './request-params';

/** What a list shows: page, size, the user's conditions and sorting. */
export interface TableState {
  pageNo: number;
  pageSize: number;
  conditions: ActiveCondition[];
  sort?: TableSort | undefined;
}

export type TableAction =
  | { type: 'search'; condition: ActiveCondition }
  | { type: 'setConditions'; conditions: ActiveCondition[] }
  | { type: 'removeCondition'; key: string }
  | { type: 'clearConditions' }
  | { type: 'page'; pageNo: number; pageSize: number }
  | { type: 'sort'; sort: TableSort | undefined }
  /** The server answered fewer pages than the one shown (rows were deleted): go to its last page. */
  | { type: 'totalPage'; totalPage: number };

export const initialTableState = (init: Partial<TableState> = {}): TableState => ({
  pageNo: init.pageNo ?? TABLE.defaultPageNo,
  pageSize: init.pageSize ?? TABLE.defaultPageSize,
  conditions: init.conditions ?? [],
  sort: init.sort,
});

/**
 * product.md §4.1: any search, filter, clear or page-size change goes back to page 1; a new condition on a key replaces the
 * old one; a smaller totalPage than the current page jumps to the last page.
 */
export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'search':
      return {
        ...state,
        pageNo: 1,
        conditions: [...state.conditions.filter((c) => c.key !== action.condition.key), action.condition],
      };
    case 'setConditions':
      return { ...state, pageNo: 1, conditions: action.conditions };
    case 'removeCondition':
      return { ...state, pageNo: 1, conditions: state.conditions.filter((c) => c.key !== action.key) };
    case 'clearConditions':
      return { ...state, pageNo: 1, conditions: [] };
    case 'page':
      return action.pageSize !== state.pageSize
        ? { ...state, pageNo: 1, pageSize: action.pageSize }
        : { ...state, pageNo: Math.max(1, action.pageNo) };
    case 'sort':
      return { ...state, pageNo: 1, sort: action.sort };
    case 'totalPage':
      return action.totalPage > 0 && action.totalPage < state.pageNo ? { ...state, pageNo: action.totalPage } : state;
  }
}
