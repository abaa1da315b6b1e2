import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Typography } from 'antd';
import { useFormContext, useWatch, type ControllerRenderProps } from 'react-hook-form';
import {
  getDtCorpProcListQueryOptions,
  getOpDtProcListQueryOptions,
  type sysDtProc,
  sysDtProcHasProcQueryOptions,
} from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import { QuerySelect } from '@/shared/ui/query-select';

type DtProcFormValues = FormValues<typeof sysDtProc>;
type Field<N extends 'bizType' | 'procCode'> = ControllerRenderProps<DtProcFormValues, N>;

/** A process of the enterprise's list as the picker offers it: the template's name, then its code. */
const procOptionLabel = (proc: { procName: string; procCode: string }) => `${proc.procName}（${proc.procCode}）`;

/**
 * 业务类型 from the operator's catalogue. A type that already has a process (hasProc) is said at once: the server
 * would refuse a second one, so the user learns it before typing the rest. The record's own type is not warned about.
 */
export function BizTypePicker({ field, own }: { field: Field<'bizType'>; own?: string | undefined }) {
  const chosen = field.value && field.value !== own ? field.value : '';
  const taken = useQuery({ ...sysDtProcHasProcQueryOptions({ body: { bizType: chosen } }), enabled: chosen !== '' });
  return (
    <>
      <QuerySelect
        id="bizType"
        query={{ ...getOpDtProcListQueryOptions({ body: {} }) }}
        option={(type) => ({ value: type.bizType, label: `${type.bizTypeName}（${type.bizType}）` })}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(value) => field.onChange(value ?? '')}
        placeholder="请选择业务类型"
      />
      {chosen !== '' && taken.data?.hasProc && (
        <Typography.Text type="warning" role="status">
          该业务类型已配置审批流程，同一业务类型只能配置一个
        </Typography.Text>
      )}
    </>
  );
}

/**
 * 审批模板编码: typed (a template created in DingTalk) or picked from the enterprise's processes for the chosen type
 * (getDtCorpProcList); a pick also fills 审批模板名称.
 */
export function ProcCodePicker({ field }: { field: Field<'procCode'> }) {
  const { setValue } = useFormContext<DtProcFormValues>();
  const bizType = useWatch<DtProcFormValues, 'bizType'>({ name: 'bizType' });
  const procs = useQuery(getDtCorpProcListQueryOptions({ body: bizType ? { bizType } : {} }));
  // The chosen type's processes only (the list is asked for by type; a server answering more is not trusted).
  const offered = (procs.data ?? []).filter((proc) => !bizType || proc.bizType === bizType);
  const options = offered.map((proc) => ({ value: proc.procCode, label: procOptionLabel(proc) }));
  return (
    <AutoComplete
      id="procCode"
      value={field.value}
      onBlur={field.onBlur}
      onChange={(value: string) => field.onChange(value.trim())}
      onSelect={(value: string) => {
        const proc = offered.find((item) => item.procCode === value);
        if (proc) setValue('procName', proc.procName, { shouldValidate: true });
      }}
      options={options}
      placeholder="输入钉钉审批模板编码，或从本企业的审批流程中选择"
      allowClear
    />
  );
}
