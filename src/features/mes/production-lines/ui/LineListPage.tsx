import { AimOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ProductionLine } from '@/entities/production-line';
import { Access } from '@/entities/permission';
import { mfgLinePageOperation, operationKey } from '@/shared/api';
import { DataTable } from '@/shared/ui/data-table';
import { ImportButton } from '@/shared/ui/import-flow';
import { lineActions } from '../model/line-actions';
import { exportLines, lineColumns, lineConditions, lineSource, type MfgLine, type MfgLineQuery } from '../model/line-list';

// The form and the selector (their trees, inputs and rules) load when the user opens them.
const LineFormModal = lazy(() => import('./LineFormModal').then((m) => ({ default: m.LineFormModal })));
const LineSelector = lazy(() => import('@/entities/production-line').then((m) => ({ default: m.LineSelector })));

/** 产线 (§2.5 manufacture, §7.8): the production-line list; 定位产线 narrows it to a line picked in the line selector. */
export function LineListPage() {
  const queryClient = useQueryClient();
  const [selecting, setSelecting] = useState(false);
  const [located, setLocated] = useState<ProductionLine>();
  const [form, setForm] = useState<{ line?: MfgLine } | null>(null);
  const rowActions = useMemo(() => lineActions((line) => setForm({ line }), queryClient), [queryClient]);
  const extendedParams = useMemo<Partial<MfgLineQuery> | undefined>(() => (located ? { code: located.code } : undefined), [located]);
  return (
    <>
      <DataTable<MfgLine, MfgLineQuery>
        tableId="mes.mfgLine"
        permissionPrefix="mfgLine"
        columns={lineColumns}
        conditions={lineConditions}
        source={lineSource}
        extendedParams={extendedParams}
        rowActions={rowActions}
        exportFile={exportLines}
        selection="checkbox"
        toolbar={
          <>
            <Access require="mfgLine:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
                新增
              </Button>
            </Access>
            <Access require="mfgLine:import">
              <ImportButton bizType="mfgLine" onImported={() => void queryClient.invalidateQueries({ queryKey: operationKey(mfgLinePageOperation) })} />
            </Access>
            <Button icon={<AimOutlined />} onClick={() => setSelecting(true)}>
              定位产线
            </Button>
            {located && (
              <Tag closable color="processing" onClose={() => setLocated(undefined)}>
                已定位：{located.code} {located.name}
              </Tag>
            )}
          </>
        }
      />
      <Suspense fallback={null}>
        {form && <LineFormModal open line={form.line} onClose={() => setForm(null)} />}
        {selecting && (
          <LineSelector
            open
            multiple={false}
            onCancel={() => setSelecting(false)}
            onOk={([line]) => {
              setLocated(line);
              setSelecting(false);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
