import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { useLazyOpen } from '@/shared/lib/lazy-open';

// The drawer (with antd's ColorPicker) loads on the first click: it is not part of any page's first load.
const LayoutSettingsDrawer = lazy(() =>
  import('./LayoutSettingsDrawer').then((m) => ({ default: m.LayoutSettingsDrawer })),
);

/** The header's settings button: opens the layout settings drawer. */
export function LayoutSettingsButton() {
  const { open, used, show, hide } = useLazyOpen();
  return (
    <>
      <Tooltip title="布局设置">
        <Button type="text" aria-label="布局设置" icon={<SettingOutlined />} onClick={show} />
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <LayoutSettingsDrawer open={open} onClose={hide} />
        </Suspense>
      )}
    </>
  );
}
