import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { stockLocations, type StCountScopeType } from '@/entities/storage/stock';
import { cdMaterialGroupListQueryOptions } from '@/shared/api';

interface ScopeSelectProps {
  id?: string;
  value?: readonly string[] | null;
  onChange?: (ids: string[]) => void;
  onBlur?: () => void;
}

/**
 * 盘点范围 by the chosen kind: the warehouse's areas or locations (enabled), or material groups; 整仓 takes none.
 * docs/design/scm-storage-2.md → 盘点计划.
 */
export function ScopeSelect({ id, value, onChange, onBlur }: ScopeSelectProps) {
  const houseId = useWatch<{ houseId: string }, 'houseId'>({ name: 'houseId' });
  const scopeType = useWatch<{ scopeType: StCountScopeType }, 'scopeType'>({ name: 'scopeType' });
  const locations = useQuery(stockLocations).data;
  const groups = useQuery({ ...cdMaterialGroupListQueryOptions({ body: {} }), enabled: scopeType === 'GROUP' }).data;
  const options = useMemo(() => {
    const inHouse = (locations ?? []).filter((location) => location.houseId === houseId && location.status === 0);
    if (scopeType === 'AREA') {
      const areas = new Map<string, string>();
      for (const location of inHouse) if (location.areaId) areas.set(location.areaId, location.areaName ?? '');
      return [...areas].map(([area, name]) => ({ value: area, label: name }));
    }
    if (scopeType === 'LOCATION')
      return inHouse.map((location) => ({ value: location.id, label: `${location.code} ${location.name}` }));
    if (scopeType === 'GROUP') return (groups ?? []).map((group) => ({ value: group.id, label: group.name }));
    return [];
  }, [locations, groups, houseId, scopeType]);
  const whole = scopeType === 'WAREHOUSE';
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      disabled={whole || !houseId}
      placeholder={whole ? '整仓盘点，无需选择' : houseId ? '请选择盘点范围' : '请先选择仓库'}
      value={value ? [...value] : []}
      onChange={(ids: string[]) => onChange?.(ids)}
      onBlur={onBlur}
      options={options}
      optionFilterProp="label"
    />
  );
}
