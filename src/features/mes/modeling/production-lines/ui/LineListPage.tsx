import { AimOutlined } from '@ant-design/icons';
import { Button, Popover, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { DeptTreeSelect } from '@/entities/department';
import { Access } from '@/entities/permission';
import { LineSelector, type ProductionLine } from '@/entities/production-line';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { mfgLine, type MfgLinePageVariables } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { ImportButton } from '@/shared/ui/import-flow';

const LineList = defineCrudScreen(mfgLine, {
  noun: '产线',
  // The feed warehouse's name in a popover over its code.
  columns: [
    { dataIndex: 'code', title: '产线编码', width: 140, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '产线名称', width: 180, query: 'input' },
    { dataIndex: 'deptName', title: '所属部门', width: 160 },
    {
      dataIndex: 'inHouseCode',
      title: '投料仓库',
      width: 160,
      render: (code, row) =>
        code ? (
          <Popover content={row.houseName ?? '—'} title="投料仓库名称">
            <a>{code}</a>
          </Popover>
        ) : null,
    },
    'status',
    'remark',
    'updateTime',
  ],
  conditions: ['name', 'code', { key: 'inHouseCode', title: '投料仓库编码', type: 'input' }, 'status'],
  form: {
    code: {},
    name: {},
    // Production departments (workshops) only, as in the line selector.
    deptId: {
      label: '所属部门',
      kind: 'custom',
      render: (field) => <DeptTreeSelect {...field} orgType={2} />,
    },
    inHouseCode: {
      kind: 'custom',
      render: (field) => <WarehouseSelect {...field} by="code" />,
    },
    remark: { kind: 'textarea', wide: true },
  },
  detail: { width: 'default', columns: 2 },
  toolbar: ({ refetch }) => (
    <Access require="mfgLine:import">
      <ImportButton bizType="mfgLine" onImported={() => void refetch()} />
    </Access>
  ),
  table: { selection: 'checkbox' },
});

/** 产线 (product.md §2.5 manufacture, product.md §7.8): the production-line list; 定位产线 narrows it to a line picked in the line selector. */
export function LineListPage() {
  const [selecting, setSelecting] = useState(false);
  const [located, setLocated] = useState<ProductionLine>();
  const extendedParams = useMemo<Partial<MfgLinePageVariables['body']> | undefined>(
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
    </>
  );
}
