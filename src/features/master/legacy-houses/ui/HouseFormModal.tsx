import { mdHouseAdd, mdHouseEdit } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { houseForm, houseFormValues, type HouseFormBody, type HouseFormValues } from '../model/house-form';
import { houseSource, type MdHouse } from '../model/house-list';

const fields = houseForm.fields();

/** 新增仓库 / 编辑仓库: saved quietly so the server's message lands on the form; the list refetches after. */
export function HouseFormModal({ house, open, onClose }: { house?: MdHouse | undefined; open: boolean; onClose: () => void }) {
  const refetch = useRefetchList(houseSource);
  return (
    <RecordFormModal<HouseFormValues, HouseFormBody>
      title={house ? '编辑仓库' : '新增仓库'}
      open={open}
      onClose={onClose}
      schema={houseForm.schema}
      defaultValues={house ? houseFormValues(house) : houseForm.empty}
      fields={fields}
      onSubmit={(body) => (house ? mdHouseEdit({ body: { ...body, id: house.id } }, { quiet: true }) : mdHouseAdd({ body }, { quiet: true }))}
      onSaved={() => void refetch()}
    />
  );
}
