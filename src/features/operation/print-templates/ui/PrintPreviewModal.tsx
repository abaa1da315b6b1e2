import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useEffect } from 'react';
import { VIEWER_PRINT_DELAY_MS } from '@/shared/config';
import {
  fillPlaceholders,
  placeholderOf,
  TemplateSheet,
  unknownPlaceholders,
  type Orientation,
  type PaperSize,
  type PlaceholderField,
} from '@/shared/ui/print-sheet';
import { Spinner } from '@/shared/ui/spinner';

export interface PrintPreviewModalProps {
  title: string;
  /** The template; undefined while it loads. */
  content: string | undefined;
  fields: readonly PlaceholderField[];
  paperSize: PaperSize;
  orientation: Orientation;
  /** Print 500 ms after the preview opened (product.md §7.10), once the sheet is on screen. */
  autoPrint?: boolean;
  onClose: () => void;
}

/** The template filled with the business type's sample values (sanitised HTML) on its paper, with 打印. */
export function PrintPreviewModal({
  title,
  content,
  fields,
  paperSize,
  orientation,
  autoPrint,
  onClose,
}: PrintPreviewModalProps) {
  const ready = content !== undefined;
  useEffect(() => {
    if (!autoPrint || !ready) return;
    const timer = setTimeout(() => window.print(), VIEWER_PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoPrint, ready]);
  const unknown = content ? unknownPlaceholders(content, fields) : [];
  return (
    <Modal
      open
      title={`打印预览：${title}`}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="print" icon={<PrinterOutlined />} disabled={!ready} onClick={() => window.print()}>
          打印
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {!ready && <Spinner label="正在加载模板" />}
      {ready && (
        <>
          {unknown.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`以下字段不属于该业务类型，打印时将原样输出：${unknown.map(placeholderOf).join('、')}`}
            />
          )}
          <TemplateSheet
            pages={[fillPlaceholders(content, fields)]}
            paperSize={paperSize}
            orientation={orientation}
            label={`打印预览：${title}`}
          />
        </>
      )}
    </Modal>
  );
}
