import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { stStockPageQueryOptions } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { StateTag } from '@/shared/ui/state-tag';
import { batchChoices, reasonAskedText, ruleText, type BatchChoice } from '../model/batch-choices';
import { availableQty, remainingDays } from '../model/figures';
import { ST_QUALITY_STATES } from '../model/states';
import { needsReason, suggestRule, type IssuePurpose } from '../model/suggest';
import type { StStock, StSuggestRule } from '../model/types';

/** What the picker hands back: the stock row chosen, the batch suggested first, and the reason when one was asked. */
export interface BatchPick {
  row: StStock;
  /** The batch the reason was weighed against, and the rule that put it first. */
  suggestedBatchNo: string | null;
  rule: StSuggestRule;
  reason: string | null;
}

export interface BatchPickDialogProps {
  houseId: string;
  materialId: string;
  /** The material as the title names it: EL-IC-F407 主控芯片. */
  materialText: string;
  /** The suggestion's rule (stIssueSuggest); without one it follows the rows' shelf life. */
  rule?: StSuggestRule;
  /**
   * The batch the suggestion gave this line (a split of the quantity gives a later line its own batch); by default
   * the first of the order.
   */
  suggestedBatchNo?: string | null;
  /** YYYY-MM-DD: what 过期 and 剩余天数 are counted from. */
  today: string;
  purpose?: IssuePurpose;
  /** The line's batch and location, chosen when the picker opens. */
  current?: { batchNo?: string | null; locationId?: string | null };
  /** The reason the line already holds. */
  reason?: string | null;
  onPick: (pick: BatchPick) => void;
  onCancel: () => void;
}

const keyOf = (row: Pick<StStock, 'batchNo' | 'locationId' | 'qualityState'>) =>
  `${row.batchNo}|${row.locationId}|${row.qualityState}`;

/** 剩余天数 as said beside 有效期至: 643 天, or 已过期 21 天. */
const daysText = (days: number) => (days < 0 ? `已过期 ${-days} 天` : `剩 ${days} 天`);

/** A cell of a row that cannot be issued is greyed. */
const Grey = ({ off, children }: { off: boolean; children: React.ReactNode }) =>
  off ? <Typography.Text type="secondary">{children}</Typography.Text> : <>{children}</>;

/**
 * 选择批次 (docs/design/scm-storage.md → Batch suggestion): the material's stock in the warehouse, the candidates in
 * the suggestion's order (FEFO / FIFO, the first marked 建议) with 可用 and 有效期至, then the expired, 待检 / 不合格 /
 * 冻结 and held rows greyed with why they cannot be issued. Choosing another batch than the suggested one asks for a
 * reason (1018201's words), which goes on the line. Used by 生产发料 and, after the merge, 销售出库 / 其他出库.
 */
export function BatchPickDialog(props: BatchPickDialogProps) {
  const { houseId, materialId, materialText, today, purpose = 'ISSUE', current, onPick, onCancel } = props;
  const stock = useQuery(
    stStockPageQueryOptions({ body: { pageNo: 1, pageSize: 200, houseIds: houseId, materialId } }),
  );
  // The mock answers every warehouse's rows; a real server's answer passes the same filter.
  const rows = (stock.data?.rows ?? []).filter((row) => row.materialId === materialId && row.houseId === houseId);
  const rule = props.rule ?? suggestRule(rows[0]?.shelfLifeDays, false);
  const choices = batchChoices(rows, rule, today, purpose);
  const suggestedBatchNo = props.suggestedBatchNo ?? choices.find((choice) => choice.suggested)?.row.batchNo ?? null;
  const [selected, setSelected] = useState<string | undefined>(
    current?.batchNo ? `${current.batchNo}|${current.locationId ?? ''}|QUALIFIED` : undefined,
  );
  const [reason, setReason] = useState(props.reason ?? '');
  const [tried, setTried] = useState(false);
  const chosen = choices.find((choice) => !choice.refusal && keyOf(choice.row) === selected)?.row;
  const asks = chosen !== undefined && needsReason(rule, suggestedBatchNo ?? undefined, chosen.batchNo);
  const reasonProblem = asks && !reason.trim() ? reasonAskedText(rule) : undefined;

  const columns: TableColumnsType<BatchChoice<StStock>> = [
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
      width: 110,
      render: (_v, { row, refusal }) => <Grey off={Boolean(refusal)}>{row.locationCode}</Grey>,
    },
    {
      key: 'qualityState',
      title: '质量状态',
      width: 90,
      render: (_v, { row }) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
    },
    {
      key: 'available',
      title: '可用',
      width: 100,
      align: 'right',
      render: (_v, { row, refusal }) => (
        <Grey
          off={Boolean(refusal)}
        >{`${formatNumber(availableQty(row, row.uomPrecision), row.uomPrecision)} ${row.uomName}`}</Grey>
      ),
    },
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
    onPick({ row: chosen, suggestedBatchNo, rule, reason: asks ? reason.trim() : null });
  };

  return (
    <Modal
      open
      width={960}
      title={`选择批次：${materialText}`}
      onCancel={onCancel}
      onOk={confirm}
      okButtonProps={{ disabled: !chosen }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {`${ruleText(rule)}；过期、待检、不合格、冻结与被锁定或隔离的库存不能发料，灰色列出。`}
      </Typography.Paragraph>
      <Table<BatchChoice<StStock>>
        size="small"
        rowKey={(choice) => keyOf(choice.row)}
        loading={stock.isLoading}
        pagination={false}
        columns={columns}
        dataSource={choices}
        locale={{ emptyText: '本仓没有该物料的库存' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected] : [],
          onChange: (keys) => setSelected(keys[0] === undefined ? undefined : String(keys[0])),
          getCheckboxProps: (choice) => ({
            disabled: Boolean(choice.refusal),
            'aria-label': `选择批次 ${choice.row.batchNo} ${choice.row.locationCode}`,
          }),
        }}
        onRow={(choice) => ({ onClick: () => !choice.refusal && setSelected(keyOf(choice.row)) })}
      />
      {asks && (
        <>
          <Alert
            style={{ marginTop: 12 }}
            type="warning"
            showIcon
            title={`建议先发 ${suggestedBatchNo ?? ''}，选了 ${chosen.batchNo}：请写明原因，原因记在行与库存流水上`}
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
