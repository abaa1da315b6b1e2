import type { CallOptions } from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';
import { deleteWhen, type PanelAction, type RowActionSpec } from '@/shared/ui/crud-screen';
import type { StDocHead, StDocState } from '../model/types';
import { reasonPanel } from './DocReasonPanel';

type DocRow = Pick<StDocHead, 'id' | 'docNo' | 'state' | 'reversed' | 'reversalOfId'>;
type IdCall = (variables: { body: { id: string } }, options?: CallOptions) => Promise<unknown>;
type ReasonCall = (variables: { body: { id: string; reason: string } }, options?: CallOptions) => Promise<unknown>;
type DeleteCall = (variables: { body: { ids: string[] } }, options?: CallOptions) => Promise<unknown>;

/** A kind's calls under /scm/st<Kind>/ (docs/design/scm-storage.md → Documents). */
export interface StockDocCalls {
  submit: IdCall;
  withdraw: IdCall;
  post: IdCall;
  cancel: ReasonCall;
  reverse: ReasonCall;
  remove: DeleteCall;
}

export interface StockDocActionsOptions<Row extends DocRow> {
  /** What a document is: 生产发料单. */
  noun: string;
  calls: StockDocCalls;
  /** The detail drawer (the document, its lines, its ledger rows). */
  detail: PanelAction<Row>['load'];
  /** A 提交 of its own (其他入库 / 其他出库 go through the workflow's submit dialog), shown on a draft. */
  submit?: RowActionSpec<Row>;
  /** What posting does, said when it is asked: 过账后写入库存流水，只能冲销. */
  postEffect?: string;
  /**
   * 打印 of a posted document (a reversal too: it is a document of its own): the kind's DocPrintPanel, through its
   * print template or the built-in sheet.
   */
  print?: PanelAction<Row>['load'];
  /** Actions of a posted document beyond 冲销 and 打印 (打印标签) and of a submitted one (拣货单). */
  posted?: readonly RowActionSpec<Row>[];
  submitted?: readonly RowActionSpec<Row>[];
}

/** A field every document row has, named as a condition of the screen's own row type. */
const headField = <Row extends DocRow>(name: keyof DocRow) => name as Extract<keyof Row, string>;

export const docIn = <Row extends DocRow>(...states: StDocState[]): RowCondition<Row> => ({
  field: headField<Row>('state'),
  op: 'in',
  value: states,
});

/**
 * The row actions every storage document has, by state: 编辑 / 提交 / 删除 on 草稿; 撤回 / 过账 / 取消 on 已提交 (取消 on 草稿
 * too); 冲销 on 已过账 unless it was reversed or is itself a reversal; 详情 always. A posted document is never edited.
 */
export function stockDocActions<Row extends DocRow>(options: StockDocActionsOptions<Row>): RowActionSpec<Row>[] {
  const { noun, calls } = options;
  const draft = docIn<Row>('DRAFT');
  const submitted = docIn<Row>('SUBMITTED');
  const reversible: RowCondition<Row>[] = [
    docIn<Row>('POSTED'),
    { field: headField<Row>('reversed'), op: 'eq', value: false },
    { field: headField<Row>('reversalOfId'), op: 'Null' },
  ];
  return [
    { kind: 'panel', action: 'detail', title: '详情', load: options.detail },
    { kind: 'edit', when: draft },
    options.submit ?? {
      kind: 'call',
      action: 'submit',
      title: '提交',
      confirm: true,
      when: draft,
      run: (row, call) => calls.submit({ body: { id: row.id } }, call),
      done: `${noun}已提交`,
    },
    {
      kind: 'call',
      action: 'withdraw',
      title: '撤回',
      confirm: true,
      when: submitted,
      run: (row, call) => calls.withdraw({ body: { id: row.id } }, call),
      done: `已撤回，${noun}回到草稿`,
    },
    {
      kind: 'call',
      action: 'post',
      title: '过账',
      confirm: true,
      when: submitted,
      run: (row, call) => calls.post({ body: { id: row.id } }, call),
      done: options.postEffect ?? `${noun}已过账，库存已按单据变动`,
    },
    ...(options.submitted ?? []),
    {
      kind: 'panel',
      action: 'cancel',
      title: '取消',
      when: docIn<Row>('DRAFT', 'SUBMITTED'),
      load: () =>
        Promise.resolve(
          reasonPanel<Row>({
            verb: '取消',
            noun,
            intro: (row) => `${noun} ${row.docNo} 取消后作废，不再过账；已分配的库存随之释放。`,
            call: calls.cancel,
            done: `${noun}已取消`,
          }),
        ),
    },
    {
      kind: 'panel',
      action: 'reverse',
      title: '冲销',
      when: reversible,
      load: () =>
        Promise.resolve(
          reasonPanel<Row>({
            verb: '冲销',
            noun,
            intro: (row) =>
              `冲销会生成一张冲销单并立即过账，按相反方向写入库存流水，抵消 ${row.docNo} 带来的库存变动；原单不再改动。`,
            call: calls.reverse,
            done: '已冲销，冲销单已过账',
          }),
        ),
    },
    ...(options.print
      ? [{ kind: 'panel', action: 'print', title: '打印', when: docIn<Row>('POSTED'), load: options.print } as const]
      : []),
    ...(options.posted ?? []),
    deleteWhen(draft, calls.remove),
  ];
}
