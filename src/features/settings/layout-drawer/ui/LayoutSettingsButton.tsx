import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';

// The drawer (with antd's ColorPicker) loads on the first click: it is not part of any page's first load.
const LayoutSettingsDrawer = lazy(() => import('./LayoutSettingsDrawer').then((m) => ({ default: m.LayoutSettingsDrawer })));

/** The header's settings button: opens the layout settings drawer. */
export function LayoutSettingsButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Tooltip title="布局设置">
        <Button
          type="text"
          aria-label="布局设置"
          icon={<SettingOutlined />}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        />
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <LayoutSettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
