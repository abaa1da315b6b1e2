import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ResultRow } from '@/shared/api';

// The dialog (upload area, result tables) loads when the user starts an import.
const ImportDialog = lazy(() => import('./ImportDialog'));

export interface ImportCall {
  (file: File, bizType: string, param: string | undefined): Promise<ResultRow[]>;
}

export interface ImportButtonProps {
  /** The import template's business type (cdMaterial, mfgLine…). */
  bizType: string;
  /** Extra parameters sent as the JSON `param` part. */
  param?: Record<string, unknown>;
  /** The check and import calls; the platform's sys file calls by default. */
  check?: ImportCall;
  run?: ImportCall;
  /** After an import (refetch the list). */
  onImported?: () => void;
  disabled?: boolean;
}

/** 导入 (product.md §4.3): opens the import dialog. */
export function ImportButton({ disabled, ...props }: ImportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        导入
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
