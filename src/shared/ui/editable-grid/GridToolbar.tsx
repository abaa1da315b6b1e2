import { Button, Flex, Tooltip, Typography } from 'antd';

interface GridToolbarProps {
  count: number;
  /** The lines are given: no line operations but 撤销. */
  fixed: boolean;
  /** The active line, where 插入, 复制 and 删除 act. */
  active: number | undefined;
  canUndo: boolean;
  onAdd: () => void;
  onInsert: (at: number) => void;
  onCopy: (at: number) => void;
  onRemove: (at: number) => void;
  onUndo: () => void;
}

/** The line operations, each with its key, and how many lines there are. */
export function GridToolbar(props: GridToolbarProps) {
  const { count, fixed, active, canUndo, onAdd, onInsert, onCopy, onRemove, onUndo } = props;
  const at = active ?? -1;
  const none = at < 0;
  return (
    <Flex gap={8} align="center" wrap>
      {!fixed && (
        <>
          <Button size="small" onClick={onAdd}>
            新增行
          </Button>
          <Tooltip title="Insert">
            <Button size="small" disabled={none} onClick={() => onInsert(at)}>
              插入行
            </Button>
          </Tooltip>
          <Tooltip title="Ctrl+D">
            <Button size="small" disabled={none} onClick={() => onCopy(at)}>
              复制行
            </Button>
          </Tooltip>
          <Tooltip title="Ctrl+Delete">
            <Button size="small" danger disabled={none} onClick={() => onRemove(at)}>
              删除行
            </Button>
          </Tooltip>
        </>
      )}
      <Tooltip title="Ctrl+Z">
        <Button size="small" disabled={!canUndo} onClick={onUndo}>
          撤销
        </Button>
      </Tooltip>
      <Typography.Text type="secondary">
        共 {count} 行 · 直接输入即编辑，F2 修改，Tab、Enter、方向键移动，Esc 取消；可从 Excel 复制后粘贴
      </Typography.Text>
    </Flex>
  );
}
