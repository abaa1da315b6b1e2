import { Button, Modal, message } from 'antd';
import { useState } from 'react';
import type { IdsCall } from '@/shared/ui/record-actions';

export interface TreeDeleteDialogProps {
  row: { id: string; name: string; children?: readonly unknown[] | undefined };
  /** What is deleted: '生产状态' titles the dialog 删除生产状态. */
  noun: string;
  remove: IdsCall;
  onClose: () => void;
  refetch: () => Promise<unknown>;
}

/**
 * 删除 of a tree node: a node with children is refused here, before any call (the user is told to remove or move the
 * children first); a leaf is asked for, then deleted and the list refetched.
 */
export function TreeDeleteDialog({ row, noun, remove, onClose, refetch }: TreeDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const children = row.children?.length ?? 0;
  const confirm = async () => {
    setBusy(true);
    try {
      await remove({ body: { ids: [row.id] } });
      void message.success('已删除');
      onClose();
      await refetch();
    } catch {
      // The request layer has shown the refusal; the dialog stays for another try or 取消.
      setBusy(false);
    }
  };
  if (children > 0) {
    return (
      <Modal
        open
        title={`不能删除${noun}`}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            知道了
          </Button>
        }
      >
        “{row.name}”下有 {children} 个下级，不能删除。请先删除或移走它的下级。
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={`删除${noun}`}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          取消
        </Button>,
        <Button key="ok" type="primary" danger loading={busy} onClick={() => void confirm()}>
          删除
        </Button>,
      ]}
    >
      确认删除“{row.name}”吗？删除后不能恢复。
    </Modal>
  );
}
