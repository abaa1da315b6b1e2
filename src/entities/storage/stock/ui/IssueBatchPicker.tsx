import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { stIssueSuggestQueryOptions } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { formatNumber } from '@/shared/lib/format';
import { StateTag } from '@/shared/ui/state-tag';
import {
  issuableQty,
  issueCandidates,
  lineOfStock,
  type IssueCandidate,
  type IssueLine,
  type StSalesReserved,
} from '../model/issue-lines';
import { ST_QUALITY_STATES } from '../model/states';
import type { IssuePurpose } from '../model/suggest';
import type { StSuggestRule } from '../model/types';

const RULE_TEXT: Record<StSuggestRule, string> = {
  FEFO: '按先到期先出（FEFO）排列：有效期至早的在前',
  FIFO: '按先进先出（FIFO）排列：先入库的批次在前',
  NONE: '该物料在先进先出禁用清单中：按库位排列，不问原因',
};

export interface IssueBatchPickerProps {
  houseId: string;
  line: IssueLine;
  purpose: IssuePurpose;
  /** Today (YYYY-MM-DD): what has expired. */
  today: string;
  /** The customer order's 预留 stock (销售出库): 可用 for this document. */
  reserved?: readonly StSalesReserved[];
  onPick: (patch: Partial<IssueLine>) => void;
  onCancel: () => void;
}

/**
 * 选择批次 of one issue line (docs/design/scm-storage.md → Batch suggestion): the server's candidates for the
 * material and quantity (stIssueSuggest, a scrap's with expired and 不合格 stock), the order's 预留 among them, in the
 * rule's order with the suggested quantities; the first suggested batch is chosen, another one asks for a reason on
 * the line.
 */
export function IssueBatchPicker({ houseId, line, purpose, today, reserved, onPick, onCancel }: IssueBatchPickerProps) {
  const materialId = line.materialId;
  const qty = typeof line.qty === 'number' && line.qty > 0 ? line.qty : 0;
  const precision = line.uomPrecision ?? 6;
  const suggestion = useQuery({
    ...stIssueSuggestQueryOptions({ body: { houseId, purpose, lines: [{ materialId, qty: qty || 1 }] } }),
    select: (data) => data.lines.find((one) => one.materialId === materialId),
  });
  const found = useMemo(
    () =>
      suggestion.isSuccess
        ? issueCandidates({ suggestion: suggestion.data, reserved, materialId, qty, precision, today, purpose })
        : undefined,
    [suggestion.isSuccess, suggestion.data, reserved, materialId, qty, precision, today, purpose],
  );
  const first = found?.candidates.find((row) => row.suggestedQty > 0) ?? found?.candidates[0];
  const [chosenId, setChosenId] = useState<string>();
  const chosen = found?.candidates.find((row) => row.id === (chosenId ?? (line.stockId || first?.id)));
  const unit = line.uomName ?? '';

  const columns: TableColumnsType<IssueCandidate> = [
    { dataIndex: 'batchNo', title: '批次', width: 150 },
    { dataIndex: 'locationCode', title: '库位', width: 100 },
    {
      dataIndex: 'qualityState',
      title: '质量状态',
      width: 90,
      render: (_: unknown, row) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
    },
    { dataIndex: 'expiryDate', title: '有效期至', width: 110, render: (value: string | null) => value ?? '-' },
    { dataIndex: 'firstInTime', title: '首次入库', width: 150, render: (value: string | null) => value ?? '-' },
    {
      key: 'issuable',
      title: purpose === 'SCRAP' ? '可报废' : '可用',
      width: 130,
      align: 'right',
      render: (_: unknown, row) =>
        `${formatNumber(issuableQty(row, purpose, precision), precision)}${
          row.reservedQty > 0 ? `（含本单预留 ${formatNumber(row.reservedQty, precision)}）` : ''
        }`,
    },
    {
      dataIndex: 'suggestedQty',
      title: '建议数',
      width: 90,
      align: 'right',
      render: (value: number) => (value > 0 ? formatNumber(value, precision) : '-'),
    },
  ];

  const pick = () => {
    if (!chosen || !found) return;
    onPick(lineOfStock(chosen, { batchNo: first?.batchNo, rule: found.rule }));
  };

  return (
    <Modal
      open
      title={`选择批次：${line.materialCode ?? ''} ${line.materialName ?? ''}`.trim()}
      width={980}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          取消
        </Button>,
        <Button key="ok" type="primary" disabled={!chosen} onClick={pick}>
          确定
        </Button>,
      ]}
    >
      {suggestion.isError && (
        <Alert type="error" showIcon title={`获取批次建议失败：${userMessageOf(suggestion.error)}`} />
      )}
      {found && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={RULE_TEXT[found.rule]}
          description={
            found.shortQty > 0
              ? `可用合计不足：还差 ${formatNumber(found.shortQty, precision)} ${unit}`
              : qty > 0
                ? `建议按 ${first?.batchNo ?? '-'} 起发 ${formatNumber(qty, precision)} ${unit}`
                : '填写数量后给出建议数'
          }
        />
      )}
      {chosen && first && chosen.id !== first.id && found?.rule !== 'NONE' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`选了建议以外的批次 ${chosen.batchNo}：请在明细的“原因”中写明原因`}
        />
      )}
      <Table<IssueCandidate>
        rowKey="id"
        size="small"
        pagination={false}
        loading={suggestion.isPending}
        columns={columns}
        dataSource={found?.candidates ?? []}
        locale={{ emptyText: '仓内没有可出的库存' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen ? [chosen.id] : [],
          onChange: (keys) => setChosenId(String(keys[0])),
          getCheckboxProps: (row) => ({ 'aria-label': `选择批次 ${row.batchNo} ${row.locationCode}` }),
        }}
        onRow={(row) => ({ onClick: () => setChosenId(row.id) })}
      />
    </Modal>
  );
}
