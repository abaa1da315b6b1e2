import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { stOpeningHouseListQueryOptions } from '@/shared/api';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { lockedText } from '../model/opening-house';
import { HouseContext } from './house-context';
import { HouseList } from './HouseList';
import { OpeningList } from './OpeningList';

/**
 * 期初库存 (docs/design/scm-storage.md → 期初库存): per warehouse its 上线状态 and opening documents; 导入 and 上线 while
 * it is not live; a live warehouse's opening stock is locked, and the screen says so above its documents.
 */
export function InitialStockPage() {
  const houses = useQuery(stOpeningHouseListQueryOptions());
  const [chosen, setChosen] = useState<string>();
  // The first warehouse not yet live is where the work is; else the first one.
  const houseId = chosen ?? (houses.data?.find((h) => !h.live) ?? houses.data?.[0])?.houseId;
  const house = houses.data?.find((h) => h.houseId === houseId);
  const refetchHouses = houses.refetch;
  const context = useMemo(() => ({ house, refetchHouses: () => void refetchHouses() }), [house, refetchHouses]);
  const extendedParams = useMemo(() => (houseId ? { houseId } : undefined), [houseId]);
  return (
    <HouseContext.Provider value={context}>
      <TreeListLayout
        asideWidth={240}
        aside={<HouseList houses={houses.data} error={houses.error} value={houseId} onChange={setChosen} />}
      >
        {house?.live && <Alert type="info" showIcon title={lockedText(house)} style={{ marginBottom: 12 }} />}
        {houseId && <OpeningList extendedParams={extendedParams} />}
      </TreeListLayout>
    </HouseContext.Provider>
  );
}
