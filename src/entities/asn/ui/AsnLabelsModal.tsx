import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Typography } from 'antd';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { poAsnDetailQueryOptions } from '@/shared/api';
import { Spinner } from '@/shared/ui/spinner';
import { QueryFailure } from '@/shared/ui/load-failure';
import { labelsOf } from '../model/labels';
import { labelSheet } from '@/shared/ui/print-sheet';
import { PackLabel } from './PackLabel';

export interface AsnLabelsModalProps {
  asnId: string;
  /** The buying company the goods go to, printed at the top of each label (苏州精工制造有限公司). */
  buyer?: string | undefined;
  onClose: () => void;
}

/**
 * 打印箱标签: one label per box of the ASN (from its detail; docs/design/scm-purchase.md → 到货通知), previewed at
 * their size; 打印 prints the labels only, one a page of 100 × 70 mm.
 */
export function AsnLabelsModal({ asnId, buyer, onClose }: AsnLabelsModalProps) {
  const detail = useQuery(poAsnDetailQueryOptions({ query: { id: asnId } }));
  const labels = useMemo(() => (detail.data ? labelsOf(detail.data) : []), [detail.data]);
  const cards = labels.map((label) => <PackLabel key={label.payload} label={label} buyer={buyer} />);
  return (
    <Modal
      open
      title={detail.data ? `打印箱标签：${detail.data.asnNo}` : '打印箱标签'}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined />}
          disabled={labels.length === 0}
          onClick={() => window.print()}
        >
          打印
        </Button>,
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {detail.isPending && <Spinner label="正在加载 ASN" />}
      <QueryFailure query={detail} title="获取 ASN 失败" />
      {detail.data && labels.length === 0 && <Empty description="这张 ASN 没有要装箱的数量" />}
      {labels.length > 0 && (
        <>
          <style>{'@page { size: 100mm 70mm; margin: 0; }'}</style>
          <Typography.Paragraph>
            共 {labels.length} 张标签，每箱一张（100 × 70 mm）；条码内容为“ASN 号|行号|箱号/箱数”，收货时扫码。
          </Typography.Paragraph>
          {/* Scrolls when there are many boxes: focusable, so the keyboard scrolls it too. */}
          <div className={labelSheet.desk} role="region" aria-label="箱标签预览" tabIndex={0}>
            {cards}
          </div>
          {createPortal(
            <div className={labelSheet.printRoot} data-testid="asn-labels-print">
              {cards}
            </div>,
            document.body,
          )}
        </>
      )}
    </Modal>
  );
}
