import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useFormContext, type ControllerRenderProps } from 'react-hook-form';
import {
  pmDocCategoryTreeQueryOptions,
  pmDocLabelListQueryOptions,
  sysFileGetUploadPolicy,
  type PmDocCategoryTreeData,
  type pmProjDocument,
} from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import { TreeSelect } from '@/shared/ui/tree-select';
import { FileUpload, type UploadedFile } from '@/shared/ui/upload';
import { nameFromFile } from '../model/file-names';

type DocumentFormValues = FormValues<typeof pmProjDocument>;

type Field<N extends 'categoryId' | 'labelIds' | 'fileId'> = ControllerRenderProps<DocumentFormValues, N>;
type CategoryNode = PmDocCategoryTreeData[number];
interface CategoryOption {
  value: string;
  title: string;
  children?: CategoryOption[];
}

const toOptions = (nodes: readonly CategoryNode[]): CategoryOption[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.title,
    ...(node.children?.length ? { children: toOptions(node.children) } : {}),
  }));

/** The knowledge base's categories (项目知识库 → 文档分类). */
export const categoryTreeQuery = pmDocCategoryTreeQueryOptions();
/** The enabled labels. */
export const labelListQuery = pmDocLabelListQueryOptions({ body: {} });

export function CategorySelect({ field }: { field: Field<'categoryId'> }) {
  const tree = useQuery(categoryTreeQuery);
  return (
    <TreeSelect
      id="categoryId"
      value={field.value || undefined}
      onChange={(id: string) => field.onChange(id)}
      onBlur={field.onBlur}
      loading={tree.isPending}
      treeData={toOptions(tree.data ?? [])}
      treeDefaultExpandAll
      placeholder="请选择分类"
    />
  );
}

export function LabelSelect({ field }: { field: Field<'labelIds'> }) {
  const labels = useQuery(labelListQuery);
  return (
    <Select
      id="labelIds"
      mode="multiple"
      allowClear
      value={field.value}
      onChange={(ids: string[]) => field.onChange(ids)}
      onBlur={field.onBlur}
      loading={labels.isPending}
      placeholder="选择标签（最多 5 个）"
      options={(labels.data ?? []).map((label) => ({ value: label.id, label: label.name }))}
    />
  );
}

export const documentPolicy = (file: File) =>
  sysFileGetUploadPolicy({ body: { filename: file.name, fileSize: file.size, bizType: 'pmProjDocument' } });
export const uploadedId = (file: UploadedFile | undefined) =>
  typeof file?.data?.fileId === 'string' ? file.data.fileId : '';

/** 文件: one file through the upload policy, with progress; its name fills 文件名 and, when empty, 文档名称. */
export function DocumentFileUpload({ field }: { field: Field<'fileId'> }) {
  const { getValues, setValue } = useFormContext<DocumentFormValues>();
  const name = getValues('fileName');
  return (
    <FileUpload
      id="fileId"
      policy={documentPolicy}
      maxCount={1}
      value={field.value ? [{ uid: field.value, name, data: { fileId: field.value } }] : []}
      onChange={(files) => {
        const file = files[0];
        field.onChange(uploadedId(file));
        setValue('fileName', file?.name ?? '');
        if (file && !getValues('docName')) setValue('docName', nameFromFile(file.name), { shouldValidate: true });
      }}
    />
  );
}
