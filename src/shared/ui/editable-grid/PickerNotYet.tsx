import { Button, Modal } from 'antd';

export interface PickerNotYetProps {
  /** The picker's own title (选择库存, 选择批次). */
  title: string;
  /** Why it cannot open yet, and what to do first: 请先选择仓库：… */
  message: string;
  onCancel: () => void;
}

/**
 * A picker cell's dialog when the line cannot pick yet (docs/screen-kit.md → Document lines): no warehouse, supplier
 * or order chosen in the header. It says why, and the line stays as it was.
 */
export function PickerNotYet({ title, message, onCancel }: PickerNotYetProps) {
  return (
    <Modal
      open
      title={title}
      onCancel={onCancel}
      footer={
        <Button type="primary" onClick={onCancel}>
          知道了
        </Button>
      }
    >
      {message}
    </Modal>
  );
}
