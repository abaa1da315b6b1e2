import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CallOptions, Download } from '@/shared/api';
import type { PermissionRequirement } from '@/shared/lib/permission';
import type { RowCondition, SearchCondition, SearchFieldType, SearchOption } from '@/shared/lib/table-query';

/** A paged answer (product.md §3): the table reads rows, totalRows and totalPage. */
export interface PageData<Row> {
  rows: Row[];
  pageNo?: number;
  pageSize?: number;
  totalRows?: number;
  totalPage?: number;
}

/** Where a table's rows come from: a generated call and its query key (so a save can invalidate the list). */
export interface TableSource<Row, Query> {
  /** false: a plain list, asked without pageNo/pageSize (default: a page). */
  paged?: boolean;
  key: (query: Query) => QueryKey;
  fetch: (query: Query, options: CallOptions) => Promise<PageData<Row> | Row[]>;
}

type FieldOf<Row> = Extract<keyof Row, string>;

/** Inline edit of one field (product.md §4.1): the column's cell becomes an input with confirm and cancel. */
export interface ColumnEdit<Row> {
  onSave: (row: Row, value: string) => Promise<unknown>;
  /** Who may edit: a flag, a permission (string or list), or a decision per row. Default: everyone. */
  permission?: boolean | PermissionRequirement | ((row: Row) => boolean);
  /** Disables the confirm button for a value (e.g. empty). */
  saveDisabled?: (value: string) => boolean;
}

/** A column, declared (product.md §3 column config). */
export interface ColumnConfig<Row> {
  dataIndex: FieldOf<Row>;
  title: string;
  /** Explains the header in a tooltip. */
  headerText?: string;
  /** Without it the column is as wide as its title and its `example` or dictionary labels need (product.md §5 text width). */
  width?: number;
  /** A typical long value ('SM-PCBA-750C', '苏州精工制造有限公司'): sizes a column without a `width`. */
  example?: string;
  fixed?: 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  /** false: always shown (cannot be hidden in the column settings). */
  hideAble?: boolean;
  /**
   * true: hidden until the user shows it. 'narrow': a less important column, shown by default only where the table
   * has room for it beside the others (the user's column settings decide once changed).
   */
  hide?: boolean | 'narrow';
  /** Shows the value through the dictionary: a badge by default. */
  dict?: string;
  dictAs?: 'badge' | 'tags' | 'text';
  ellipsis?: boolean;
  sorter?: boolean;
  /** A quick search on this field from the header (Enter confirms, Escape cancels). */
  query?: SearchFieldType;
  /** A header filter from the dictionary or the options; chosen values become a condition. */
  filter?: boolean;
  options?: readonly SearchOption[];
  edit?: ColumnEdit<Row>;
  render?: (value: Row[FieldOf<Row>], row: Row, index: number) => ReactNode;
}

/** product.md §4.1 row action codes. */
export type RowActionCode =
  | 'detail'
  | 'edit'
  | 'download'
  | 'enable'
  | 'disable'
  | 'delete'
  | 'submit'
  | 'revoke'
  | 'manage'
  | 'setAsDefault'
  | 'grantMenu'
  | 'grantRole'
  | 'grantCorp'
  | 'resetPwd'
  | 'updatePwd'
  | 'active'
  | 'approval'
  | 'notice'
  | 'close'
  // scm-collab: a supplier's answers to an order (确认, 拒绝, 回复交期, 生成 ASN), named as their permissions
  | 'confirm'
  | 'refuse'
  | 'reply'
  | 'asn'
  // mes-order: the work-order transitions (下达, 开工, 完工, 取消)
  | 'release'
  | 'start'
  | 'finish'
  | 'cancel'
  // scm-purchase: an approved order's 变更, an order's 打印, an approver's 驳回
  | 'change'
  | 'print'
  | 'reject'
  // scm-quality: a gauge's 校准 and 报废, a standard version's 新版本, 生效 and 作废
  | 'calibrate'
  | 'scrap'
  | 'newVersion'
  | 'activate'
  | 'archive'
  // scm-quality on 供应商物料: the supplier × material's switching state (检验严格度)
  | 'switching'
  // scm-quality 检验管理: a lot's 检验单 (its inspection opened), an IAN notice's 已读 and 处理
  | 'inspect'
  | 'read'
  | 'handle'
  // scm-storage: a document's 撤回, 过账, 冲销 and labels; a stock row's 流水, 锁定, 隔离, 移库; a lock's 解锁, an
  // isolation's 释放 (`release`), a warehouse's 上线, a sales issue's 拣货单, an expiring batch's 复检申请
  | 'withdraw'
  | 'post'
  | 'reverse'
  | 'label'
  | 'ledger'
  | 'lock'
  | 'isolate'
  | 'move'
  | 'unlock'
  | 'golive'
  | 'picklist'
  | 'rfe'
  // scm-storage II: a transfer's 调出 and 调入 (allotApply:out / allotApply:in)
  | 'out'
  | 'in';

export interface RowAction<Row> {
  action: RowActionCode;
  title: string;
  /** Missing on a broken declaration: the button shows '无效按钮'. */
  onClick?: (row: Row) => unknown;
  /** Ask '确认{title}吗？' first. */
  confirm?: boolean;
  danger?: boolean;
  /** Shown only for rows that pass (all of) these conditions. */
  when?: RowCondition<Row> | readonly RowCondition<Row>[];
  /** A permission name that replaces the action code (product.md §6). */
  require?: string;
}

export type { SearchCondition };

/** Paging and sorting fields of a list request: an export sends neither. */
type ListControl = 'pageNo' | 'pageSize' | 'sortField' | 'sortOrder';
/** The list's current default, extended, injected and searched params (product.md §5 export). */
export type ExportConditions<Query> = Partial<Omit<Query, ListControl>>;
/** What an export sends (product.md §5): the selected rows' ids when any are selected, otherwise the current conditions. */
export type ExportRequest<Query> = { ids: string[] } | ExportConditions<Query>;
/** The screen's generated download call, e.g. `(request) => mfgLineExport({ body: request })`. */
export type ExportFile<Query> = (request: ExportRequest<Query>) => Promise<Download>;
