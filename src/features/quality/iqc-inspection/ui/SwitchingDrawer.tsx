import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { SwitchingDetailView } from '@/entities/quality/switching';

/** 转移记录 of a supplier × material (docs/design/scm-quality.md → Switching state): the lots and the switches. */
export function SwitchingButton({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        转移记录
      </Button>
      <Drawer title="转移状态" size="large" open={open} onClose={() => setOpen(false)} destroyOnHidden>
        {open && <SwitchingDetailView id={id} />}
      </Drawer>
    </>
  );
}
