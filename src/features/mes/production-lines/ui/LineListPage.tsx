import { AimOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ProductionLine } from '@/entities/production-line';
import { Access } from '@/entities/permission';
import { DataTable } from '@/shared/ui/data-table';
import { ImportButton } from '@/shared/ui/import-flow';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { lineActions } from '../model/line-actions';
import { exportLines, lineColumns, lineConditions, lineSource, type MfgLine, type MfgLineQuery } from '../model/line-list';

// The form and the selector (their trees, inputs and rules) load when the user opens them.
const LineFormModal = lazy(() => import('./LineFormModal').then((m) => ({ default: m.LineFormModal })));
const LineDetailDrawer = lazy(() => import('./LineDetailDrawer').then((m) => ({ default: m.LineDetailDrawer })));
const LineSelector = lazy(() => import('@/entities/production-line').then((m) => ({ default: m.LineSelector })));

/** 产线 (§2.5 manufacture, §7.8): the production-line list; 定位产线 narrows it to a line picked in the line selector. */
export function LineListPage() {
  const refetch = useRefetchList(lineSource);
  const [selecting, setSelecting] = useState(false);
  const [located, setLocated] = useState<ProductionLine>();
  const form = useRecordForm<MfgLine>();
  const [detailId, setDetailId] = useState<string>();
  const rowActions = useMemo(() => lineActions({ detail: (line) => setDetailId(line.id), edit: form.edit }, refetch), [form.edit, refetch]);
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
        onAdd={form.add}
        toolbar={
          <>
            <Access require="mfgLine:import">
              <ImportButton bizType="mfgLine" onImported={() => void refetch()} />
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
        {form.open && <LineFormModal open line={form.record} onClose={form.close} />}
        {detailId && <LineDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />}
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
