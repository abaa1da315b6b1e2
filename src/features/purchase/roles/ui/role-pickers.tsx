import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { materialGroupTreeQuery } from '@/entities/material';
import { mdSupplierPageQueryOptions, type MdSupplierPageData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { TreeSelect } from '@/shared/ui/tree-select';

interface MultiProps {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
}

// The enabled suppliers, as SupplierSelect offers them (one page of at most 200, searched in the select).
const enabledSuppliers = {
  ...mdSupplierPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }),
  select: (page: MdSupplierPageData) => page.rows,
};

/** 供应商: several of the enabled suppliers; none is every supplier. */
export function SupplierMultiSelect({ id, value, onChange, onBlur }: MultiProps) {
  const suppliers = useQuery(enabledSuppliers);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="不选即全部供应商"
      loading={suppliers.isPending}
      value={value}
      onChange={(ids: string[]) => onChange(ids)}
      onBlur={onBlur}
      options={(suppliers.data ?? []).map((supplier) => ({
        value: supplier.id,
        label: `${supplier.code} ${supplier.name}`,
      }))}
    />
  );
}

/** 物料组: several enabled groups (each with its subgroups); none is every group. */
export function MaterialGroupMultiSelect({ id, value, onChange, onBlur }: MultiProps) {
  const tree = useQuery(materialGroupTreeQuery);
  return (
    <TreeSelect<string[]>
      id={id}
      multiple
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      placeholder={tree.isError ? `获取物料分组失败：${userMessageOf(tree.error)}` : '不选即全部物料组（含下级）'}
      loading={tree.isPending}
      value={value}
      onChange={(ids) => onChange(ids)}
      onBlur={onBlur}
      fieldNames={{ label: 'title', value: 'id', children: 'children' }}
      treeData={tree.data ?? []}
    />
  );
}
