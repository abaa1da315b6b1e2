import { useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { stStockPageQueryOptions } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { StSalesReserved } from '../model/issue-lines';
import { stockMaterials, type StockMaterial } from '../model/stock-materials';
import type { IssuePurpose } from '../model/suggest';

export interface StockMaterialPickerProps {
  houseId: string;
  purpose: IssuePurpose;
  /** The customer order's 预留 stock (销售出库): 可用 for this document. */
  reserved?: readonly StSalesReserved[];
  onPick: (material: StockMaterial) => void;
  onCancel: () => void;
}

/**
 * 选择物料 of an issue line: the materials the warehouse holds (stStockPage), one row each with what may leave for
 * the purpose (a scrap also counts expired and 不合格 stock), so a line only names what is there to issue.
 */
export function StockMaterialPicker({ houseId, purpose, reserved, onPick, onCancel }: StockMaterialPickerProps) {
  const [keyword, setKeyword] = useState('');
  const [chosenId, setChosenId] = useState<string>();
  const stock = useQuery(
    stStockPageQueryOptions({
      body: { pageNo: 1, pageSize: 200, houseIds: houseId, materialKeyword: keyword || undefined },
    }),
  );
  const materials = useMemo(
    () => stockMaterials(stock.data?.rows ?? [], houseId, purpose, reserved),
    [stock.data, houseId, purpose, reserved],
  );
  const chosen = materials.find((material) => material.materialId === chosenId);
  const columns: TableColumnsType<StockMaterial> = [
    { dataIndex: 'materialCode', title: '物料编码', width: 140 },
    { dataIndex: 'materialName', title: '物料名称', width: 140 },
    { dataIndex: 'specification', title: '规格', width: 220, ellipsis: true },
    { dataIndex: 'uomName', title: '单位', width: 60 },
    {
      dataIndex: 'issuable',
      title: purpose === 'SCRAP' ? '可报废' : '可用',
      width: 110,
      align: 'right',
      render: (_: unknown, material) => formatNumber(material.issuable, material.uomPrecision),
    },
    { dataIndex: 'batchCount', title: '批次数', width: 70, align: 'right' },
  ];
  return (
    <Modal
      open
      title="选择物料（仓内库存）"
      width={860}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          取消
        </Button>,
        <Button key="ok" type="primary" disabled={!chosen} onClick={() => chosen && onPick(chosen)}>
          确定
        </Button>,
      ]}
    >
      <Input.Search
        allowClear
        placeholder="物料编码或名称"
        aria-label="物料编码或名称"
        style={{ width: 260, marginBottom: 12 }}
        onSearch={setKeyword}
      />
      <Table<StockMaterial>
        rowKey="materialId"
        size="small"
        pagination={false}
        loading={stock.isPending}
        columns={columns}
        dataSource={materials}
        locale={{ emptyText: '仓内没有可出的库存' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosenId ? [chosenId] : [],
          onChange: (keys) => setChosenId(String(keys[0])),
          getCheckboxProps: (material) => ({ 'aria-label': `选择物料 ${material.materialCode}` }),
        }}
        onRow={(material) => ({ onClick: () => setChosenId(material.materialId) })}
      />
    </Modal>
  );
}
