import type { ColumnConfig } from '@/shared/ui/data-table';
import { StateTag, type StateLook } from '@/shared/ui/state-tag';
import type { StQualityState } from '../model/types';
import { qtyWithUnit } from '../model/quantities';
import { ST_QUALITY_STATES } from '../model/states';

/** What a lock and an isolation both hold: a quantity of one batch, taken back in parts (解锁 / 释放). */
type HoldRow = {
  state: string;
  materialCode: string;
  materialName: string;
  batchNo: string;
  qualityState: StQualityState;
  qty: number;
  uomName: string;
  uomPrecision: number;
  sourceType: string;
};
type Field<Row> = Extract<keyof Row, string>;

export interface HoldColumnsOptions<Row> {
  /** 锁定 / 隔离: it names 数量, 中, 人 and 时间. */
  verb: string;
  /** 解锁 / 释放: it names 已…, …时间 and …原因. */
  undo: string;
  /** The held state (LOCKED, ISOLATED) and the row's states; partly taken back it reads 部分解锁 / 部分释放. */
  held: string;
  states: Record<string, StateLook>;
  /** The row's fields of what was taken back, by whom and when it was held, when and why it was taken back. */
  fields: { done: Field<Row>; person: Field<Row>; time: Field<Row>; undoTime: Field<Row>; undoReason: Field<Row> };
  /** 锁定中 / 隔离中 = 数量 − 已… */
  still: (row: Row) => number;
  sources: Record<string, StateLook>;
  /** The kind's widest examples. */
  examples: { batchNo: string; quality: string; qty: string; source: string; sourceNo: string; time: string };
}

/** 状态 of a hold: the held state reads 部分解锁 / 部分释放 once part of it was taken back. */
export function holdStateColumn<Row extends HoldRow>(options: HoldColumnsOptions<Row>): ColumnConfig<Row> {
  const partly = `部分${options.undo}`;
  return {
    dataIndex: 'state' as Field<Row>,
    title: '状态',
    example: partly,
    render: (_v, row) =>
      row.state === options.held && Number(row[options.fields.done]) > 0 ? (
        <StateTag states={{ [options.held]: { label: partly, color: 'warning' } }} state={options.held} />
      ) : (
        <StateTag states={options.states} state={row.state} />
      ),
  };
}

/**
 * A lock's and an isolation's columns after its locations (docs/design/scm-storage.md → 库存锁定, 库存隔离): 物料, 批次,
 * 质量状态, the quantity held, taken back and still held, 来源, who held it when, and the last taking back.
 */
export function holdColumns<Row extends HoldRow>(options: HoldColumnsOptions<Row>): ColumnConfig<Row>[] {
  const { verb, undo, fields, examples } = options;
  const field = (name: string) => name as Field<Row>;
  return [
    {
      dataIndex: field('materialCode'),
      title: '物料',
      example: 'EL-CN-DB15F 连接器',
      render: (_v, row) => `${row.materialCode} ${row.materialName}`,
    },
    { dataIndex: field('batchNo'), title: '批次', example: examples.batchNo },
    {
      dataIndex: field('qualityState'),
      title: '质量状态',
      example: examples.quality,
      render: (_v, row) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
    },
    {
      dataIndex: field('qty'),
      title: `${verb}数量`,
      align: 'right',
      example: examples.qty,
      render: (_v, row) => qtyWithUnit(row, row.qty),
    },
    {
      dataIndex: fields.done,
      title: `已${undo}`,
      align: 'right',
      example: examples.qty,
      render: (_v, row) => qtyWithUnit(row, Number(row[fields.done])),
    },
    {
      dataIndex: field('id'),
      title: `${verb}中`,
      align: 'right',
      example: examples.qty,
      render: (_v, row) => qtyWithUnit(row, options.still(row)),
    },
    {
      dataIndex: field('sourceType'),
      title: '来源',
      example: examples.source,
      render: (_v, row) => <StateTag states={options.sources} state={row.sourceType} />,
    },
    { dataIndex: field('sourceNo'), title: '来源单号', example: examples.sourceNo },
    { dataIndex: field('reason'), title: '原因', width: 220, ellipsis: true },
    { dataIndex: fields.person, title: `${verb}人`, example: '黄强' },
    { dataIndex: fields.time, title: `${verb}时间`, example: examples.time },
    { dataIndex: fields.undoTime, title: `${undo}时间`, example: examples.time, hide: true },
    { dataIndex: fields.undoReason, title: `${undo}原因`, width: 200, ellipsis: true, hide: true },
  ];
}
