import { PrinterOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { lazy, Suspense, useState } from 'react';

/** The labels' dialog with the barcode library: a chunk of its own, loaded when labels are first opened. */
export const loadAsnLabelsModal = () => import('./AsnLabelsModal').then((m) => m.AsnLabelsModal);
const AsnLabelsModal = lazy(() => loadAsnLabelsModal().then((Modal) => ({ default: Modal })));

export interface AsnLabelsButtonProps extends Omit<ButtonProps, 'onClick'> {
  asnId: string;
  /** The buying company printed on the labels. */
  buyer?: string | undefined;
}

/** 打印标签: opens the ASN's pack labels (one per box) with 打印. */
export function AsnLabelsButton({ asnId, buyer, children = '打印标签', ...button }: AsnLabelsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<PrinterOutlined />} {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AsnLabelsModal asnId={asnId} buyer={buyer} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
