import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, Space, message } from 'antd';
import { useRef } from 'react';
import { isApiError } from '@/shared/api';
import { TABLE } from '@/shared/config';
import { captureFocus } from '@/shared/lib/browser';
import { userMessageOf } from '@/shared/lib/errors';
import { rowConditionsPass } from '@/shared/lib/table-query';
import { TABLE_TEXTS } from './texts';
import type { RowAction } from './types';

/** Runs an action to its end: a call's failure has been shown by the request layer; anything else is said here. */
async function settle<Row>(onClick: NonNullable<RowAction<Row>['onClick']>, row: Row): Promise<void> {
  try {
    await onClick(row);
  } catch (error) {
    if (!isApiError(error)) void message.error(userMessageOf(error));
  }
}

/** `opener`: what gets the focus back when the confirm closes (the 更多 button, not its menu, which has gone). */
function run<Row>(action: RowAction<Row>, row: Row, opener: HTMLElement | null = null): void {
  const { onClick } = action;
  if (!onClick) return;
  if (!action.confirm) {
    void settle(onClick, row);
    return;
  }
  // The dialog shows loading while the action runs and closes when it settles, failed or not: a confirm left open
  // under the failure's toast or 处理结果 dialog says nothing.
  const restoreFocus = opener ? () => opener.isConnected && opener.focus() : captureFocus();
  Modal.confirm({
    title: '提示',
    content: TABLE_TEXTS.confirmAction(action.title),
    onOk: () => settle(onClick, row),
    afterClose: restoreFocus,
  });
}

interface RowActionsProps<Row> {
  row: Row;
  /** The actions the user holds permission for (checked once per table, not per row). */
  actions: readonly RowAction<Row>[];
}

/** product.md §4.1: the row's visible actions, two shown and the rest under 更多; a broken one says '无效按钮'. */
export function RowActions<Row extends object>({ row, actions }: RowActionsProps<Row>) {
  const moreButton = useRef<HTMLButtonElement>(null);
  const visible = actions.filter((a) => rowConditionsPass(row, a.when));
  const shown = visible.length > TABLE.visibleRowActions ? visible.slice(0, TABLE.visibleRowActions) : visible;
  const more = visible.slice(shown.length);
  return (
    <Space size={0}>
      {shown.map((action) => (
        <Button
          key={action.action}
          type="link"
          size="small"
          danger={action.danger}
          disabled={!action.onClick}
          onClick={() => run(action, row)}
        >
          {action.onClick ? action.title : TABLE_TEXTS.invalidButton}
        </Button>
      ))}
      {more.length > 0 && (
        // Hover for the mouse; Enter or Space (a click) for the keyboard, which then moves into the menu.
        <Dropdown
          trigger={['hover', 'click']}
          autoFocus
          menu={{
            items: more.map((action) => ({
              key: action.action,
              label: action.onClick ? action.title : TABLE_TEXTS.invalidButton,
              danger: action.danger,
              disabled: !action.onClick,
            })),
            onClick: ({ key }) => {
              const action = more.find((a) => a.action === key);
              if (action) run(action, row, moreButton.current);
            },
          }}
        >
          <Button ref={moreButton} type="link" size="small">
            {TABLE_TEXTS.more} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
