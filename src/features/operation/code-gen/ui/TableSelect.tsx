import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useFormContext } from 'react-hook-form';
import { type opCodeGen, opCodeGenTableListQueryOptions } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import { classNameOf, moduleOf, packageOf } from '../model/codegen';

type CodeGenFormValues = FormValues<typeof opCodeGen>;

interface TableSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The table of the configuration being edited (it stays choosable although configured). */
  current?: string | undefined;
}

/**
 * The database's tables (name and comment); a table that already has a configuration cannot be chosen again.
 * Choosing one fills the class name, function name, module and package where they are still empty (nothing typed
 * is overwritten).
 */
export function TableSelect({ id, value, onChange, onBlur, current }: TableSelectProps) {
  const tables = useQuery(opCodeGenTableListQueryOptions());
  const form = useFormContext<CodeGenFormValues>();
  const fillEmpty = (name: keyof CodeGenFormValues, suggestion: string | null) => {
    if (suggestion && !form.getValues(name)) form.setValue(name, suggestion, { shouldDirty: true });
  };
  const choose = (tableName: string | undefined) => {
    onChange(tableName ?? '');
    if (!tableName) return;
    const table = tables.data?.find((t) => t.tableName === tableName);
    fillEmpty('className', classNameOf(tableName));
    fillEmpty('functionName', table?.tableComment ?? null);
    const moduleName = form.getValues('moduleName') || moduleOf(tableName);
    fillEmpty('moduleName', moduleName);
    if (moduleName) fillEmpty('packageName', packageOf(moduleName, tableName));
  };
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择数据库表"
      loading={tables.isPending}
      value={value || undefined}
      onChange={choose}
      onBlur={onBlur}
      options={(tables.data ?? []).map((t) => ({
        value: t.tableName,
        label: `${t.tableName}${t.tableComment ? `（${t.tableComment}）` : ''}${t.configured && t.tableName !== current ? ' · 已配置' : ''}`,
        disabled: t.configured === true && t.tableName !== current,
      }))}
    />
  );
}
