import type { ColumnConfig } from '@/shared/ui/data-table';
import { stateOptions } from '@/shared/ui/state-tag';
import { ST_DOC_STATES } from '../model/states';
import type { StDocHead } from '../model/types';
import { DocStateTag } from './DocStateTag';

type DocRow = Pick<StDocHead, 'state' | 'reversed' | 'reversedByNo' | 'reversalOfNo'>;

/** 单据状态 as a condition's or a header filter's options. */
export const DOC_STATE_OPTIONS = stateOptions(ST_DOC_STATES);

/**
 * 状态 of a storage document's list: the state and whether it was reversed or is a reversal (DocStateTag), filtered
 * by the document states; `example` sizes it for the longest the list shows (已过账 已冲销（MV-20261125-0002）).
 */
export function docStateColumn<Row extends DocRow>(example = '已过账 已冲销（MV-20261125-0002）'): ColumnConfig<Row> {
  return {
    dataIndex: 'state' as Extract<keyof Row, string>,
    title: '状态',
    example,
    options: DOC_STATE_OPTIONS,
    render: (_v, row) => <DocStateTag doc={row} />,
  };
}
