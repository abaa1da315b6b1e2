import { cdMaterialTypeCreate, cdMaterialTypeUpdate } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { emptyType, typeFields, typeFormSchema, typeFormValues, type TypeFormBody, type TypeFormValues } from '../model/type-form';
import { typeSource, type MaterialType } from '../model/type-list';

/** 新增物料类型 / 编辑物料类型: saved quietly so the server's message lands on the form; the list refetches after. */
export function TypeFormModal({ type, open, onClose }: { type?: MaterialType | undefined; open: boolean; onClose: () => void }) {
  const refetch = useRefetchList(typeSource);
  return (
    <RecordFormModal<TypeFormValues, TypeFormBody>
      title={type ? '编辑物料类型' : '新增物料类型'}
      open={open}
      onClose={onClose}
      schema={typeFormSchema}
      defaultValues={type ? typeFormValues(type) : emptyType}
      fields={typeFields}
      onSubmit={(body) => (type ? cdMaterialTypeUpdate({ body: { ...body, id: type.id } }, { quiet: true }) : cdMaterialTypeCreate({ body }, { quiet: true }))}
      onSaved={() => void refetch()}
    />
  );
}
