import { AimOutlined } from '@ant-design/icons';
import { Button, Popover, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { DeptTreeSelect } from '@/entities/department';
import { Access } from '@/entities/permission';
import { LineSelector, type ProductionLine } from '@/entities/production-line';
import { WarehouseSelect } from '@/entities/warehouse';
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
    { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
    { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
  ],
  conditions: [
    { key: 'name', title: '产线名称', type: 'input' },
    { key: 'code', title: '产线编码', type: 'input' },
    { key: 'inHouseCode', title: '投料仓库编码', type: 'input' },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  form: {
    code: { label: '产线编码' },
    name: { label: '产线名称' },
    // Production departments (workshops) only, as in the line selector.
    deptId: {
      label: '所属部门',
      kind: 'custom',
      render: ({ value, onChange, onBlur, ref }) => (
        <DeptTreeSelect
          id="deptId"
          orgType={2}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          ref={ref}
          placeholder="请选择所属部门"
        />
      ),
    },
    inHouseCode: {
      label: '投料仓库',
      kind: 'custom',
      render: ({ value, onChange }) => (
        <WarehouseSelect id="inHouseCode" by="code" value={value} onChange={onChange} placeholder="请选择投料仓库" />
      ),
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
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
