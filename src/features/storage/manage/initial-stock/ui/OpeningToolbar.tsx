import { CheckCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Access } from '@/entities/permission';
import { ImportButton } from '@/shared/ui/import-flow';
import { GoLiveDialog } from './GoLiveDialog';
import { useChosenHouse } from './house-context';

/**
 * 导入 and 上线 of the chosen warehouse (product.md §4.3 import, business type stOpening with `{ houseId }`): both only
 * while it is not live; the import's check lists every refused row with its reason and hides 确认导入 while any is.
 */
export function OpeningToolbar({ refetch }: { refetch: () => Promise<unknown> }) {
  const { house, refetchHouses } = useChosenHouse();
  const [goLive, setGoLive] = useState(false);
  if (!house || house.live) return null;
  const changed = () => {
    void refetch();
    refetchHouses();
  };
  return (
    <>
      <Access require="initialStock:import">
        <ImportButton bizType="stOpening" param={{ houseId: house.houseId }} onImported={changed} />
      </Access>
      <Access require="initialStock:golive">
        <Button icon={<CheckCircleOutlined />} onClick={() => setGoLive(true)}>
          上线
        </Button>
      </Access>
      {goLive && (
        <GoLiveDialog
          house={house}
          onClose={() => setGoLive(false)}
          onDone={() => {
            setGoLive(false);
            changed();
          }}
        />
      )}
    </>
  );
}
