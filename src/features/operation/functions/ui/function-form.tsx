import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Select } from 'antd';
import Input from 'antd/es/input/Input';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch, type ControllerRenderProps } from 'react-hook-form';
import { useUserDetails } from '@/entities/session';
import {
  idpFunctionAdd,
  idpFunctionEdit,
  idpFunctionListQueryKey,
  idpFunctionListQueryOptions,
  idpFunctionPermissionListQueryOptions,
  idpFunctionTreeQueryKey,
  idpFunctionTreeQueryOptions,
  type IdpFunctionListData,
  type IdpFunctionTreeData,
} from '@/shared/api';
import { useKnownScreens } from '@/shared/lib/workspace';
import { IconPickerField } from '@/shared/ui/icon-picker';
import { Notice } from '@/shared/ui/notice';
import { RecordFormModal, type RecordFormPanelProps } from '@/shared/ui/record-form';
import { ParentTreeSelect } from '@/shared/ui/tree-panel';
import {
  emptyFunction,
  functionForm,
  functionFormSchema,
  functionFormValues,
  type FunctionFormBody,
  type FunctionFormValues,
} from '../model/function-form';
import type { FunctionQuery, FunctionRow } from '../model/function-source';
import { componentWarning } from '../model/function-rules';

type Field<N extends keyof FunctionFormValues> = ControllerRenderProps<FunctionFormValues, N>;

/** The product; choosing another starts the function at its top (a parent of another product would be no parent). */
function ProductSelect({ value, onChange, onBlur, ref }: Field<'productId'>) {
  const { data: user } = useUserDetails();
  const { setValue } = useFormContext<FunctionFormValues>();
  return (
    <Select
      id="productId"
      ref={ref}
      value={value || undefined}
      onChange={(id: string) => {
        onChange(id);
        setValue('pid', id);
      }}
      onBlur={onBlur}
      placeholder="请选择所属产品"
      options={(user?.products ?? []).map((product) => ({ value: product.id, label: product.name }))}
    />
  );
}

/** The parent: the product's function tree, every node selectable so a wrong choice is said, not hidden. */
function ParentSelect({ value, onChange, onBlur }: Field<'pid'>) {
  const productId = useWatch<FunctionFormValues, 'productId'>({ name: 'productId' });
  const tree = useQuery({ ...idpFunctionTreeQueryOptions({ query: { productId } }), enabled: productId !== '' });
  // The flat list too: the cycle and sibling-path rules read both (see functionFormSchema).
  useQuery({ ...idpFunctionListQueryOptions({ query: { productId } }), enabled: productId !== '' });
  return (
    <ParentTreeSelect
      id="pid"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      nodes={tree.data ?? []}
      loading={tree.isPending}
      topId={productId}
      placeholder="请选择上级功能"
    />
  );
}

/** The component key, warned about when the app has no such screen (its menu entry would open the 404 page). */
function ComponentInput({ value, onChange, onBlur, ref }: Field<'component'>) {
  const isKnown = useKnownScreens();
  const warning = componentWarning(value, isKnown);
  return (
    <>
      <Input
        id="component"
        ref={ref}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        maxLength={255}
        placeholder="页面键（mes.mfgLine）、RouteView 或 Iframe"
        aria-describedby={warning ? 'component-warning' : undefined}
      />
      {warning && (
        <div id="component-warning" style={{ marginTop: 4 }}>
          <Notice type="warning">{warning}</Notice>
        </div>
      )}
    </>
  );
}

/** 权限标识: typed, with the product's permissions (permissionList) offered as the menu's and its buttons' codes. */
function PermissionInput({ value, onChange, onBlur }: Field<'permission'>) {
  const productId = useWatch<FunctionFormValues, 'productId'>({ name: 'productId' });
  const permissions = useQuery({
    ...idpFunctionPermissionListQueryOptions({ body: { productId } }),
    enabled: productId !== '',
  });
  const options = useMemo(
    () =>
      (permissions.data ?? []).flatMap((p) => [
        { value: p.permissionId, label: `${p.permissionId}（${p.permissionName ?? p.permissionId}）` },
        ...p.actionList.map((action) => ({
          value: `${p.permissionId}:${action}`,
          label: `${p.permissionId}:${action}`,
        })),
      ]),
    [permissions.data],
  );
  return (
    <AutoComplete
      id="permission"
      value={value}
      onChange={(text: string) => onChange(text)}
      onBlur={onBlur}
      options={options}
      placeholder="菜单如 mfgLine，按钮如 mfgLine:add"
      showSearch={{
        filterOption: (input, option) =>
          String(option?.value ?? '')
            .toLowerCase()
            .includes(input.toLowerCase()),
      }}
    />
  );
}

/**
 * 新增平台功能 / 编辑平台功能. Besides the contract's rules it keeps the menus whole: a parent that would make a cycle
 * (the function itself or below it) or a button is refused, a route's path starts with '/' and is unique among its
 * siblings, and a component the app does not know is warned about.
 */
export function FunctionForm({
  record,
  scope,
  onClose,
  onSaved,
}: RecordFormPanelProps<FunctionRow, Partial<FunctionQuery>>) {
  const queryClient = useQueryClient();
  const { data: user } = useUserDetails();
  const [schema] = useState(() =>
    functionFormSchema(
      (productId) => ({
        tree: queryClient.getQueryData<IdpFunctionTreeData>(idpFunctionTreeQueryKey({ query: { productId } })) ?? [],
        rows: queryClient.getQueryData<IdpFunctionListData>(idpFunctionListQueryKey({ query: { productId } })) ?? [],
      }),
      record?.id,
    ),
  );
  const fields = functionForm.fields({
    productId: (field) => <ProductSelect {...field} />,
    pid: (field) => <ParentSelect {...field} />,
    component: (field) => <ComponentInput {...field} />,
    icon: (field) => <IconPickerField id="icon" value={field.value} onChange={field.onChange} />,
    permission: (field) => <PermissionInput {...field} />,
  });
  const save = (body: FunctionFormBody) =>
    record
      ? idpFunctionEdit({ body: { ...body, id: record.id } }, { quiet: true })
      : idpFunctionAdd({ body }, { quiet: true });
  return (
    <RecordFormModal<FunctionFormValues, FunctionFormBody>
      title={record ? `编辑平台功能：${record.name}` : '新增平台功能'}
      open
      onClose={onClose}
      schema={schema}
      defaultValues={record ? functionFormValues(record) : emptyFunction(scope, user?.products[0]?.id ?? '')}
      fields={fields}
      onSubmit={save}
      onSaved={onSaved}
      width={900}
    />
  );
}
