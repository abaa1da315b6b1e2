import { AimOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { LineSelector, type ProductionLine } from '@/entities/production-line';
import { Access } from '@/entities/permission';
import { mfgLineDisable, mfgLineEnable } from '@/shared/api';
import { ImportButton } from '@/shared/ui/import-flow';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { exportLines, lineColumns, lineConditions, lineSource, type MfgLineQuery } from '../model/line-list';

const LineList = defineListScreen({
  tableId: 'mes.mfgLine',
  permissionPrefix: 'mfgLine',
  source: lineSource,
  columns: lineColumns,
  conditions: lineConditions,
  table: { exportFile: exportLines, selection: 'checkbox' },
  form: () => import('./line-form').then((m) => m.LineForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./LineDetailDrawer').then((m) => m.LineDetailDrawer),
    },
    'edit',
  ],
  status: { enable: mfgLineEnable, disable: mfgLineDisable },
  toolbar: ({ refetch }) => (
    <Access require="mfgLine:import">
      <ImportButton bizType="mfgLine" onImported={() => void refetch()} />
    </Access>
  ),
});

/** 产线 (§2.5 manufacture, §7.8): the production-line list; 定位产线 narrows it to a line picked in the line selector. */
export function LineListPage() {
  const [selecting, setSelecting] = useState(false);
  const [located, setLocated] = useState<ProductionLine>();
  const extendedParams = useMemo<Partial<MfgLineQuery> | undefined>(
    () => (located ? { code: located.code } : undefined),
    [located],
  );
  return (
    <>
      <LineList
        extendedParams={extendedParams}
        toolbar={
          <Button icon={<AimOutlined />} onClick={() => setSelecting(true)}>
            定位产线
          </Button>
        }
        scope={
          located && (
            <Tag closable color="processing" onClose={() => setLocated(undefined)}>
              已定位：{located.code} {located.name}
            </Tag>
          )
        }
      />
      <Suspense fallback={null}>
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
