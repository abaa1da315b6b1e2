import type { ColumnConfig } from '@/shared/ui/data-table';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';
import { WARNING_ACTIONS, WARNING_STATES } from '../model/labels';
import type { StWarningAction, StWarningState } from '../model/types';

interface WarningRow {
  id: string;
  state: StWarningState;
  materialCode: string;
  materialName: string;
  houseName: string;
  warnTime: string;
  ackBy?: string | null;
  ackTime?: string | null;
  closeBy?: string | null;
  closeTime?: string | null;
  closeAction?: StWarningAction | null;
  closeRemark?: string | null;
}

/** A common field's name as the generic row's key (every warning row has it: WarningRow). */
const field = <Row extends WarningRow>(name: keyof WarningRow) => name as Extract<keyof Row, string>;

/** A warning list's first columns: its state, the material and the warehouse. */
export function warningHeadColumns<Row extends WarningRow>(): ColumnConfig<Row>[] {
  return [
    {
      dataIndex: field<Row>('state'),
      title: '状态',
      example: '已确认',
      hideAble: false,
      options: stateOptions(WARNING_STATES),
      render: (_v, row) => <StateTag states={WARNING_STATES} state={row.state} />,
    },
    {
      dataIndex: field<Row>('materialCode'),
      title: '物料',
      example: 'EL-IC-F407 主控芯片',
      render: (_v, row) => `${row.materialCode} ${row.materialName}`,
    },
    { dataIndex: field<Row>('houseName'), title: '仓库', example: '原材料一号仓' },
  ];
}

const who = (name: string | null | undefined, time: string | null | undefined) =>
  name ? `${name} ${time?.slice(5, 16) ?? ''}`.trim() : null;

/** A warning list's last columns: when it was computed, who acknowledged it, how it was closed. */
export function warningTailColumns<Row extends WarningRow>(): ColumnConfig<Row>[] {
  return [
    { dataIndex: field<Row>('warnTime'), title: '预警时间', example: '2026-11-29 06:00:00' },
    {
      dataIndex: field<Row>('ackBy'),
      title: '确认',
      example: '黄强 11-29 08:40',
      render: (_v, row) => who(row.ackBy, row.ackTime),
    },
    {
      dataIndex: field<Row>('closeAction'),
      title: '处理方式',
      example: '调整规则',
      render: (_v, row) => (row.closeAction ? WARNING_ACTIONS[row.closeAction] : null),
    },
    { dataIndex: field<Row>('closeRemark'), title: '处理备注', width: 220, ellipsis: true },
    {
      dataIndex: field<Row>('closeBy'),
      title: '关闭',
      example: '黄强 11-29 09:10',
      hide: true,
      render: (_v, row) => who(row.closeBy, row.closeTime),
    },
  ];
}
