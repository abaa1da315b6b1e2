import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router-dom';
import { expiryState, LedgerTable, remainingDays, ST_EXPIRY_STATES, type StLedgerRow } from '@/entities/storage/stock';
import { stBatchDetail, type StBatchDetailData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { Spinner } from '@/shared/ui/spinner';
import { StateTag } from '@/shared/ui/state-tag';
import { ItemList } from '@/shared/ui/item-list';
import { BatchStockTable } from './BatchStockTable';
import { BucketCheckList } from './BucketCheckList';

type Batch = StBatchDetailData;
type QualityRecord = Batch['qualityRecords'][number];

const ID_PATTERN = /^[0-9]{1,20}$/;
const DETAIL_LIST = '/storage/inventory/query/detailList';

const SOURCE_NAMES: Record<Batch['sourceType'], string> = {
  RECEIPT: '到货收货',
  MO_RECEIPT: '生产入库',
  OPENING: '期初',
  OTHER_IN: '其他入库',
};
const RECORD_KINDS: Record<QualityRecord['kind'], string> = { IQC: '来料检验', CONCESSION: '特采', RFE: '复检' };

/** Where a quality record opens: its inspection (a concession is part of one), or the RFE list. */
const recordRoute = (record: QualityRecord) =>
  record.kind === 'RFE' ? '/quality/rfeApply' : `/quality/inspection/iqc?id=${record.docId}`;

/** 来源: the receipt and its line with the ASN and order, or the work order, or the opening document. */
function sourceText(batch: Batch): string {
  const line = batch.sourceLineNo ? ` 第 ${batch.sourceLineNo} 行` : '';
  const parts = [`${SOURCE_NAMES[batch.sourceType]} ${batch.sourceNo}${line}`];
  if (batch.asnNo) parts.push(`ASN ${batch.asnNo}`);
  if (batch.orderNo) parts.push(`采购订单 ${batch.orderNo}${batch.orderLineNo ? ` 第 ${batch.orderLineNo} 行` : ''}`);
  if (batch.workOrderNo) parts.push(`工单 ${batch.workOrderNo}`);
  return parts.join('，');
}

function ExpiryText({ batch }: { batch: Batch }) {
  if (!batch.expiryDate) return <>不管效期</>;
  const today = dayjs().format('YYYY-MM-DD');
  const days = remainingDays(batch.expiryDate, today);
  return (
    <Space size={6}>
      <Typography.Text type={days < 0 ? 'danger' : undefined}>{`剩余 ${days} 天`}</Typography.Text>
      <StateTag states={ST_EXPIRY_STATES} state={expiryState(batch.expiryDate, batch.expiryWarnDays, today)} />
    </Space>
  );
}

function HeaderCard({ batch }: { batch: Batch }) {
  return (
    <Card
      size="small"
      title={`批次 ${batch.batchNo}`}
      extra={
        <Space>
          <Link to={`/quality/trace/query?batchNo=${encodeURIComponent(batch.batchNo)}`}>追溯</Link>
          <Link to={DETAIL_LIST}>返回库存明细</Link>
        </Space>
      }
    >
      <Descriptions size="small" column={3}>
        <Descriptions.Item label="物料">
          {`${batch.materialCode} ${batch.materialName}${batch.specification ? ` ${batch.specification}` : ''}`}
        </Descriptions.Item>
        <Descriptions.Item label="供应商">{batch.supplierName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="供应商批次">{batch.supplierBatch ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="来源" span={3}>
          {sourceText(batch)}
        </Descriptions.Item>
        <Descriptions.Item label="生产日期">{batch.productionDate ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="有效期至">{batch.expiryDate ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="效期">
          <ExpiryText batch={batch} />
        </Descriptions.Item>
        <Descriptions.Item label="首次入库">{batch.firstInTime ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="单位">{batch.uomName}</Descriptions.Item>
        <Descriptions.Item label="物料组">{batch.materialGroupName ?? '-'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function QualityCard({ records }: { records: readonly QualityRecord[] }) {
  return (
    <Card size="small" title="质量结果">
      {records.length === 0 ? (
        <Typography.Text type="secondary">该批次没有检验、特采或复检记录</Typography.Text>
      ) : (
        <ItemList
          aria-label="质量结果"
          items={records}
          itemKey={(record) => `${record.kind}-${record.docId}`}
          renderItem={(record) => (
            <Flex vertical gap={2}>
              <Space size={8} wrap>
                <Tag>{RECORD_KINDS[record.kind]}</Tag>
                <Link to={recordRoute(record)}>{record.docNo}</Link>
                <Typography.Text strong>{record.stateText}</Typography.Text>
                <Typography.Text type="secondary">
                  {[record.time, record.personName].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Space>
              {record.resultText && <span>{record.resultText}</span>}
            </Flex>
          )}
        />
      )}
    </Card>
  );
}

function BatchView({ batchId }: { batchId: string }) {
  const detail = useQuery({
    queryKey: ['scm', 'stBatchDetail', { query: { batchId } }],
    queryFn: ({ signal }) => stBatchDetail({ query: { batchId } }, { quiet: true, signal }),
    retry: false,
  });
  if (detail.isLoading) return <Spinner />;
  if (detail.error || !detail.data)
    return (
      <Result
        status="warning"
        title="不能打开批次详情"
        subTitle={detail.error ? userMessageOf(detail.error) : undefined}
      />
    );
  const batch = detail.data;
  const ledger: readonly StLedgerRow[] = batch.ledger;
  return (
    <Flex vertical gap="middle">
      <HeaderCard batch={batch} />
      <QualityCard records={batch.qualityRecords} />
      <Card size="small" title="库存（按库位、质量状态）">
        <BatchStockTable rows={batch.stocks} />
      </Card>
      <Card size="small" title={`流水（${ledger.length} 行，按时间）`}>
        <Flex vertical gap={8}>
          <BucketCheckList stocks={batch.stocks} ledger={ledger} />
          <LedgerTable rows={ledger} />
        </Flex>
      </Card>
    </Flex>
  );
}

/**
 * 批次详情 (`?batchId=`, docs/design/scm-storage.md → 批次详情), opened from 库存明细's row: the batch's material,
 * supplier batch, source and dates with 效期; quality's results linked to their screens; its stock rows by location and
 * state; its ledger in time order, checked (each row and bucket, and 入 − 出 against the stock). Read only.
 */
export function BatchDetailPage() {
  const [params] = useSearchParams();
  const batchId = params.get('batchId') ?? '';
  if (!ID_PATTERN.test(batchId))
    return (
      <Result
        status="info"
        title="请从库存明细的行打开批次详情"
        extra={
          <Link to={DETAIL_LIST}>
            <Button type="primary">去库存明细</Button>
          </Link>
        }
      />
    );
  return <BatchView key={batchId} batchId={batchId} />;
}
