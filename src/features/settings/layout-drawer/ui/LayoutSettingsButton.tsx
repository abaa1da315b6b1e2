import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { LayoutSettingsDrawer } from './LayoutSettingsDrawer';

/** The header's settings button: opens the layout settings drawer. */
export function LayoutSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="布局设置">
        <Button type="text" aria-label="布局设置" icon={<SettingOutlined />} onClick={() => setOpen(true)} />
      </Tooltip>
      <LayoutSettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
