import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { stIssueSuggestQueryOptions, stStockPageQueryOptions } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { StateTag } from '@/shared/ui/state-tag';
import { QueryFailure } from '@/shared/ui/load-failure';
import { batchChoices, reasonAskedText, ruleText, type BatchChoice } from '../model/batch-choices';
import { remainingDays } from '../model/figures';
import { issuableQty, type StSalesReserved } from '../model/issue-lines';
import { ST_QUALITY_STATES } from '../model/states';
import { needsReason, suggestRule, type IssuePurpose } from '../model/suggest';
import type { StStock, StSuggestRule } from '../model/types';

/** What the picker hands back: the stock row chosen, the batch suggested first, and the reason when one was asked. */
export interface BatchPick {
  /** The row as the document sees it, with the order's 预留 (0 without one). */
  row: StStock & { reservedQty: number };
  /** The batch the reason was weighed against, and the rule that put it first. */
  suggestedBatchNo: string | null;
  rule: StSuggestRule;
  reason: string | null;
}

/**
 * Where the rows come from: the warehouse's stock of the material, the refused rows among them (生产发料, its rule
 * from the work order's suggestion); or the server's suggestion for the line's quantity, with the customer order's
 * 预留 (销售出库, 其他出库).
 */
export type BatchSource =
  { kind: 'stock'; rule?: StSuggestRule } | { kind: 'suggestion'; qty: number; reserved?: readonly StSalesReserved[] };

export interface BatchPickerProps {
  houseId: string;
  materialId: string;
  /** The material as the title names it: EL-IC-F407 主控芯片. */
  materialText: string;
  source: BatchSource;
  /** The unit's decimals and name, for 可用 and 建议数. */
  precision?: number;
  /**
   * The batch the suggestion gave this line (a split of the quantity gives a later line its own batch); by default
   * the first of the order.
   */
  suggestedBatchNo?: string | null;
  /** YYYY-MM-DD: what 过期 and 剩余天数 are counted from. */
  today: string;
  purpose?: IssuePurpose;
  /** The line's stock row (or batch and location), chosen when the picker opens. */
  current?: { stockId?: string | null; batchNo?: string | null; locationId?: string | null };
  /** The reason the line already holds. */
  reason?: string | null;
  onPick: (pick: BatchPick) => void;
  onCancel: () => void;
}

/** 剩余天数 as said beside 有效期至: 643 天, or 已过期 21 天. */
const daysText = (days: number) => (days < 0 ? `已过期 ${-days} 天` : `剩 ${days} 天`);

/** A cell of a row that cannot be issued is greyed. */
const Grey = ({ off, children }: { off: boolean; children: React.ReactNode }) =>
  off ? <Typography.Text type="secondary">{children}</Typography.Text> : <>{children}</>;

/** The rows and the rule of the source; the stock page's mock answers every warehouse's rows, so they are filtered. */
function useSourceRows(houseId: string, materialId: string, source: BatchSource, purpose: IssuePurpose) {
  const stock = useQuery({
    ...stStockPageQueryOptions({ body: { pageNo: 1, pageSize: 200, houseIds: houseId, materialId } }),
    enabled: source.kind === 'stock',
  });
  const qty = source.kind === 'suggestion' && source.qty > 0 ? source.qty : 0;
  const suggestion = useQuery({
    ...stIssueSuggestQueryOptions({ body: { houseId, purpose, lines: [{ materialId, qty: qty || 1 }] } }),
    enabled: source.kind === 'suggestion',
    select: (data) => data.lines.find((one) => one.materialId === materialId),
  });
  if (source.kind === 'stock') {
    const rows = (stock.data?.rows ?? []).filter((row) => row.materialId === materialId && row.houseId === houseId);
    return { rows, rule: source.rule ?? suggestRule(rows[0]?.shelfLifeDays, false), query: stock };
  }
  const rows = suggestion.data?.candidates ?? [];
  return {
    rows,
    rule: suggestion.data?.rule ?? suggestRule(rows[0]?.shelfLifeDays ?? null, false),
    query: suggestion,
  };
}

/**
 * 选择批次, the one batch picker of every issue (docs/design/scm-storage.md → Batch suggestion): the material's
 * stock in the suggestion's order (FEFO / FIFO, the first marked 建议) with 可用 (the order's 预留 counted), 建议数
 * and 有效期至, then the expired, 待检 / 不合格 / 冻结 and held rows greyed with why they cannot go. Choosing another
 * batch than the suggested one asks for a reason (1018201's words), which goes on the line.
 */
export function BatchPicker(props: BatchPickerProps) {
  const { houseId, materialId, materialText, source, today, purpose = 'ISSUE', current, onPick, onCancel } = props;
  const precision = props.precision ?? 6;
  const { rows, rule, query } = useSourceRows(houseId, materialId, source, purpose);
  const qty = source.kind === 'suggestion' ? source.qty : 0;
  const reserved = source.kind === 'suggestion' ? source.reserved : undefined;
  const { choices, shortQty } = batchChoices({ rows, materialId, rule, today, purpose, reserved, qty, precision });
  const open = choices.filter((choice) => !choice.refusal);
  const first = open.find((choice) => choice.suggested) ?? open[0];
  const suggestedBatchNo = props.suggestedBatchNo ?? first?.row.batchNo ?? null;
  const currentId = open.find(
    ({ row }) =>
      row.id === current?.stockId ||
      (current?.batchNo && row.batchNo === current.batchNo && row.locationId === current.locationId),
  )?.row.id;
  const [selected, setSelected] = useState<string>();
  const chosen = open.find((choice) => choice.row.id === (selected ?? currentId ?? first?.row.id));
  const [reason, setReason] = useState(props.reason ?? '');
  const [tried, setTried] = useState(false);
  const asks = chosen !== undefined && needsReason(rule, suggestedBatchNo ?? undefined, chosen.row.batchNo);
  const reasonProblem = asks && !reason.trim() ? reasonAskedText(rule) : undefined;
  const unit = rows[0]?.uomName ?? '';

  const columns: TableColumnsType<BatchChoice> = [
    {
      key: 'batchNo',
      title: '批次',
      width: 190,
      render: (_v, { row, refusal }) => (
        <Grey off={Boolean(refusal)}>
          {row.batchNo}
          {!refusal && rule !== 'NONE' && row.batchNo === suggestedBatchNo && (
            <Tag color="blue" style={{ marginInlineStart: 6 }}>
              建议
            </Tag>
          )}
        </Grey>
      ),
    },
    {
      key: 'location',
      title: '库位',
      width: 100,
      render: (_v, { row, refusal }) => <Grey off={Boolean(refusal)}>{row.locationCode}</Grey>,
    },
    {
      key: 'qualityState',
      title: '质量状态',
      width: 90,
      render: (_v, { row }) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
    },
    {
      key: 'issuable',
      title: purpose === 'SCRAP' ? '可报废' : '可用',
      width: 150,
      align: 'right',
      render: (_v, { row, refusal, reservedQty }) => (
        <Grey off={Boolean(refusal)}>
          {`${formatNumber(issuableQty(row, purpose, row.uomPrecision), row.uomPrecision)} ${row.uomName}`}
          {reservedQty > 0 ? `（含本单预留 ${formatNumber(reservedQty, row.uomPrecision)}）` : ''}
        </Grey>
      ),
    },
    ...(source.kind === 'suggestion'
      ? [
          {
            key: 'suggestedQty',
            title: '建议数',
            width: 90,
            align: 'right' as const,
            render: (_v: unknown, { suggestedQty }: BatchChoice) =>
              suggestedQty > 0 ? formatNumber(suggestedQty, precision) : '-',
          },
        ]
      : []),
    {
      key: 'expiryDate',
      title: '有效期至',
      width: 150,
      render: (_v, { row, refusal }) =>
        row.expiryDate ? (
          <Grey off={Boolean(refusal)}>{`${row.expiryDate}（${daysText(remainingDays(row.expiryDate, today))}）`}</Grey>
        ) : (
          <Typography.Text type="secondary">不管效期</Typography.Text>
        ),
    },
    {
      key: 'note',
      title: '说明',
      render: (_v, { row, refusal }) =>
        refusal ? (
          <Typography.Text type="danger">{refusal}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{`入库 ${row.firstInTime ?? '—'}`}</Typography.Text>
        ),
    },
  ];

  const confirm = () => {
    setTried(true);
    if (!chosen || reasonProblem) return;
    onPick({
      row: { ...chosen.row, reservedQty: chosen.reservedQty },
      suggestedBatchNo,
      rule,
      reason: asks ? reason.trim() : null,
    });
  };

  const need =
    source.kind !== 'suggestion'
      ? undefined
      : shortQty > 0
        ? `可用合计不足：还差 ${formatNumber(shortQty, precision)} ${unit}`
        : qty > 0
          ? `建议按 ${first?.row.batchNo ?? '-'} 起发 ${formatNumber(qty, precision)} ${unit}`
          : '填写数量后给出建议数';

  return (
    <Modal
      open
      width={1000}
      title={`选择批次：${materialText}`}
      onCancel={onCancel}
      onOk={confirm}
      okButtonProps={{ disabled: !chosen }}
      destroyOnHidden
    >
      <QueryFailure query={query} title="获取批次失败" />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={ruleText(rule)}
        description={[need, '过期、待检、不合格、冻结与被锁定或隔离的库存不能出库，灰色列出。']
          .filter(Boolean)
          .join('；')}
      />
      <Table<BatchChoice>
        size="small"
        rowKey={(choice) => choice.row.id}
        loading={query.isPending && query.fetchStatus !== 'idle'}
        pagination={false}
        columns={columns}
        dataSource={choices}
        locale={{ emptyText: '本仓没有该物料的库存' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen ? [chosen.row.id] : [],
          onChange: (keys) => setSelected(keys[0] === undefined ? undefined : String(keys[0])),
          getCheckboxProps: (choice) => ({
            disabled: Boolean(choice.refusal),
            'aria-label': `选择批次 ${choice.row.batchNo} ${choice.row.locationCode}`,
          }),
        }}
        onRow={(choice) => ({ onClick: () => !choice.refusal && setSelected(choice.row.id) })}
      />
      {asks && (
        <>
          <Alert
            style={{ marginTop: 12 }}
            type="warning"
            showIcon
            title={`建议先发 ${suggestedBatchNo ?? ''}，选了 ${chosen.row.batchNo}：请写明原因，原因记在行与库存流水上`}
          />
          <Form layout="vertical" style={{ marginTop: 12 }}>
            <Form.Item
              label="原因"
              htmlFor="batch-pick-reason"
              required
              validateStatus={tried && reasonProblem ? 'error' : undefined}
              help={tried ? reasonProblem : undefined}
            >
              <Input.TextArea
                id="batch-pick-reason"
                rows={2}
                maxLength={200}
                showCount
                value={reason}
                placeholder="如：B20260918-IC02 留给返修订单"
                onChange={(event) => setReason(event.target.value)}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
