import type { SearchCondition } from '@/shared/lib/table-query';
import type { DeclaredColumn } from '@/shared/ui/crud-screen';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { StDocHead } from '../model/types';
import { DOC_STATE_OPTIONS, docStateColumn } from './doc-state-column';

type DocRow = Pick<StDocHead, 'state' | 'reversed' | 'reversedByNo' | 'reversalOfNo'>;
type Field<Row> = Extract<keyof Row, string>;

export interface DocHeadColumnsOptions<Row> {
  /** 单号 as the list names it (收货单号, 入库单号; 单号 by default) and its widest example. */
  docNo: { title?: string; example: string };
  /** What 状态 is sized for: the longest reversal the list shows (已冲销（MI-20261126-0004）). */
  reversed?: string;
  /** The kind's columns between 状态 and 仓库: 工单, 客户, 类型, 审批… */
  lead?: readonly DeclaredColumn<Row>[];
  /** 仓库 as the kind says it (发料仓库 is still 仓库 in the list; 收货仓库) and its example. */
  house?: { title?: string; example?: string };
  /** 业务日期 as the kind says it: 入库日期, 发货日期. */
  date?: string;
  /** The kind's columns after the date: the lines' summary, quantities, locations. */
  body?: readonly DeclaredColumn<Row>[];
  /** 经办人 as the kind says it (收货人). */
  operator?: string;
  /** The kind's columns after 经办人 (审批人). */
  tail?: readonly DeclaredColumn<Row>[];
}

/**
 * A storage document list's columns (docs/screen-kit.md → Storage documents): 单号, 状态 (with its reversal), the
 * kind's own, 仓库, 业务日期, the kind's lines, 经办人, 过账时间, 冲销原因, 备注, 更新时间 — the head every document has
 * (StDocHead) in one order, so a screen declares only what is its own.
 */
export function docHeadColumns<Row extends DocRow & Partial<Record<'remark' | 'updateTime', unknown>>>(
  options: DocHeadColumnsOptions<Row>,
): DeclaredColumn<Row>[] {
  const field = (name: string) => name as Field<Row>;
  const head: ColumnConfig<Row>[] = [
    {
      dataIndex: field('docNo'),
      title: options.docNo.title ?? '单号',
      example: options.docNo.example,
      hideAble: false,
    },
    docStateColumn<Row>(options.reversed),
  ];
  return [
    ...head,
    ...(options.lead ?? []),
    {
      dataIndex: field('houseName'),
      title: options.house?.title ?? '仓库',
      example: options.house?.example ?? '原材料一号仓',
    },
    { dataIndex: field('bizDate'), title: options.date ?? '业务日期', example: '2026-11-28', sorter: true },
    ...(options.body ?? []),
    { dataIndex: field('operatorName'), title: options.operator ?? '经办人', example: '黄强' },
    ...(options.tail ?? []),
    { dataIndex: field('postTime'), title: '过账时间', example: '2026-11-28 10:30:00', hide: 'narrow' },
    { dataIndex: field('reverseReason'), title: '冲销原因', width: 200, ellipsis: true, hide: true },
    'remark' as DeclaredColumn<Row>,
    'updateTime' as DeclaredColumn<Row>,
  ];
}

export interface DocConditionsOptions<K extends string> {
  /** The kind's conditions after 单号: 工单, 客户, 类型… */
  lead?: readonly SearchCondition<K>[];
  /** The material's condition key and title (materialKeyword 物料 / materialCode 物料编码), or none. */
  material?: { key: K; title?: string };
  /** The batch's condition key, or none. */
  batch?: K;
  /** The states' condition key (state / states). */
  states: K;
  /** The kind's conditions after 状态 (审批). */
  tail?: readonly SearchCondition<K>[];
  /** The date range's key and title (业务日期; 入库日期, 发货日期). */
  date: { key: K; title?: string };
}

/**
 * A storage document list's search conditions in one order: 单号, the kind's own, 物料, 批次, 状态, the kind's after
 * it, the date range — the keys stay the kind's (each query names them its own way).
 */
export function docConditions<K extends string>(options: DocConditionsOptions<K>): (SearchCondition<K> | 'docNo')[] {
  return [
    'docNo',
    ...(options.lead ?? []),
    ...(options.material
      ? [{ key: options.material.key, title: options.material.title ?? '物料', type: 'input' } as const]
      : []),
    ...(options.batch ? [{ key: options.batch, title: '批次', type: 'input' } as const] : []),
    { key: options.states, title: '状态', type: 'select', options: DOC_STATE_OPTIONS, multiple: true },
    ...(options.tail ?? []),
    { key: options.date.key, title: options.date.title ?? '业务日期', type: 'dateRange' },
  ];
}
