import { AimOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { LineSelector, type ProductionLine } from '@/entities/production-line';
import { DataTable } from '@/shared/ui/data-table';
import { exportLines, lineColumns, lineConditions, lineSource, type MfgLine, type MfgLineQuery } from '../model/line-list';

/** 产线 (§2.5 manufacture, §7.8): the production-line list; 定位产线 narrows it to a line picked in the line selector. */
export function LineListPage() {
  const [selecting, setSelecting] = useState(false);
  const [located, setLocated] = useState<ProductionLine>();
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
        exportFile={exportLines}
        selection="checkbox"
        toolbar={
          <>
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
      <LineSelector
        open={selecting}
        multiple={false}
        onCancel={() => setSelecting(false)}
        onOk={([line]) => {
          setLocated(line);
          setSelecting(false);
        }}
      />
    </>
  );
}
