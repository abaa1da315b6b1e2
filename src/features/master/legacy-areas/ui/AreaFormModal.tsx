import { LegacyHouseSelect } from '@/entities/legacy-storage';
import { mdAreaAdd, mdAreaEdit } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { areaForm, areaFormValues, type AreaFormBody, type AreaFormValues } from '../model/area-form';
import { areaSource, type MdArea } from '../model/area-list';

const fields = areaForm.fields({
  houseId: ({ value, onChange, onBlur }) => <LegacyHouseSelect id="houseId" value={value} onChange={onChange} onBlur={onBlur} />,
});

/** 新增库区 / 编辑库区: saved quietly so the server's message lands on the form; the list refetches after. */
export function AreaFormModal({ area, open, onClose }: { area?: MdArea | undefined; open: boolean; onClose: () => void }) {
  const refetch = useRefetchList(areaSource);
  return (
    <RecordFormModal<AreaFormValues, AreaFormBody>
      title={area ? '编辑库区' : '新增库区'}
      open={open}
      onClose={onClose}
      schema={areaForm.schema}
      defaultValues={area ? areaFormValues(area) : areaForm.empty}
      fields={fields}
      onSubmit={(body) => (area ? mdAreaEdit({ body: { ...body, id: area.id } }, { quiet: true }) : mdAreaAdd({ body }, { quiet: true }))}
      onSaved={() => void refetch()}
    />
  );
}
