import { PrinterOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { MODAL_WIDTH, VIEWER_PRINT_DELAY_MS } from '@/shared/config';

export interface ViewedFile {
  kind: 'image' | 'pdf';
  path: string;
  name?: string | undefined;
}

interface FileViewerProps {
  file: ViewedFile | null;
  onClose: () => void;
  /** Print 500 ms after opening (product.md §7.10), once the file has had time to load. */
  autoPrint?: boolean;
}

/** Prints an image alone, through a hidden frame (printing the page would print the whole app around it). */
function printImage(path: string) {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  if (!doc) return frame.remove();
  const img = doc.createElement('img');
  img.style.maxWidth = '100%';
  img.onload = () => {
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 1000);
  };
  img.src = path;
  doc.body.append(img);
}

function printFile(file: ViewedFile, pdfFrame: HTMLIFrameElement | null) {
  if (file.kind === 'pdf') pdfFrame?.contentWindow?.print();
  else printImage(file.path);
}

/** The image and PDF viewers (product.md §2.6, 1200 px) with a print button. */
export function FileViewer({ file, onClose, autoPrint }: FileViewerProps) {
  const pdfFrame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!file || !autoPrint) return;
    const timer = setTimeout(() => printFile(file, pdfFrame.current), VIEWER_PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [file, autoPrint]);

  return (
    <Modal
      open={file !== null}
      onCancel={onClose}
      width={MODAL_WIDTH.viewer}
      title={file?.name ?? (file?.kind === 'pdf' ? 'PDF 预览' : '图片预览')}
      destroyOnHidden
      footer={[
        <Button key="print" icon={<PrinterOutlined />} onClick={() => file && printFile(file, pdfFrame.current)}>
          打印
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {file?.kind === 'image' && (
        <img
          src={file.path}
          alt={file.name ?? '图片预览'}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' }}
        />
      )}
      {file?.kind === 'pdf' && (
        <iframe
          ref={pdfFrame}
          src={file.path}
          title={file.name ?? 'PDF 预览'}
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      )}
    </Modal>
  );
}
