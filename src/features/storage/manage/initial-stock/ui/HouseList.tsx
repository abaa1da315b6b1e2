import { Alert, Menu, Skeleton, Tag, Typography } from 'antd';
import { userMessageOf } from '@/shared/lib/errors';
import { liveText, type OpeningHouse } from '../model/opening-house';

/** The warehouses with their 上线状态, one chosen: its opening documents are listed beside. */
export function HouseList({
  houses,
  error,
  value,
  onChange,
}: {
  houses: readonly OpeningHouse[] | undefined;
  error: Error | null;
  value: string | undefined;
  onChange: (houseId: string) => void;
}) {
  if (error) return <Alert type="error" showIcon title={`获取仓库失败：${userMessageOf(error)}`} />;
  if (!houses) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      <Typography.Title level={5}>仓库</Typography.Title>
      <Menu
        mode="inline"
        aria-label="仓库"
        selectedKeys={value ? [value] : []}
        onClick={({ key }) => onChange(key)}
        style={{ borderInlineEnd: 'none' }}
        items={houses.map((house) => ({
          key: house.houseId,
          style: { height: 'auto', lineHeight: 1.5, paddingBlock: 6 },
          label: (
            <div>
              <div>{house.houseName}</div>
              <Tag color={house.live ? 'success' : house.plannedLiveDate ? 'processing' : 'default'}>
                {liveText(house)}
              </Tag>
            </div>
          ),
        }))}
      />
    </>
  );
}
