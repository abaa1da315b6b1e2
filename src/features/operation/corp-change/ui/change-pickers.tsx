import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useFormContext, useWatch, type ControllerRenderProps } from 'react-hook-form';
import {
  opCorpRegDetailQueryOptions,
  opCorpRegPageQueryOptions,
  sysFileGetUploadPolicy,
  type OpCorpRegDetailData,
  type OpCorpRegPageData,
} from '@/shared/api';
import { SearchSelect } from '@/shared/ui/query-select';
import { FileUpload, type UploadedFile } from '@/shared/ui/upload';
import {
  CHANGE_FIELD_OPTIONS,
  CHANGE_FIELDS,
  MAX_CHANGE_FILES,
  MAX_CHANGE_ITEMS,
  type ChangeFile,
  type CorpChangeFormValues,
} from '../model/change-form';

type Field<N extends 'corpId' | 'items' | 'files'> = ControllerRenderProps<CorpChangeFormValues, N>;

/** Registered enterprises (注册已通过), searched on the server by name as typed. */
const approvedCorps = (keyword: string) => ({
  ...opCorpRegPageQueryOptions({
    query: { pageNo: 1, pageSize: 20, status: '2', ...(keyword ? { corpName: keyword } : {}) },
  }),
  select: (page: OpCorpRegPageData) =>
    page.rows.filter((corp) => corp.status === 2).map((corp) => ({ value: corp.id, label: corp.corpName })),
});

export function CorpPicker({ field }: { field: Field<'corpId'> }) {
  return (
    <SearchSelect
      id="corpId"
      query={approvedCorps}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(id) => field.onChange(id ?? '')}
      placeholder="输入企业名称搜索已注册的企业"
      notFound="没有匹配的已注册企业"
    />
  );
}

/** The enterprise's current value of a field, shown beside its new value (the server records it as 变更前). */
function currentValue(corp: OpCorpRegDetailData | undefined, field: string): string | undefined {
  if (!corp || !(field in CHANGE_FIELDS)) return undefined;
  const value: unknown = (corp as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : '（空）';
}

/** 变更内容: one row per changed field — the field, its current value, the new value; add and remove rows. */
export function ChangeItemsEditor({ field }: { field: Field<'items'> }) {
  const { formState } = useFormContext<CorpChangeFormValues>();
  const corpId = useWatch<CorpChangeFormValues, 'corpId'>({ name: 'corpId' });
  const corp = useQuery({ ...opCorpRegDetailQueryOptions({ query: { id: corpId } }), enabled: corpId !== '' });
  const items = field.value;
  const errors = formState.errors.items;
  const update = (index: number, patch: Partial<(typeof items)[number]>) =>
    field.onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const chosen = new Set(items.map((item) => item.field));
  return (
    <div id="items" role="group" aria-label="变更内容">
      {items.map((item, index) => {
        const rowErrors = errors?.[index];
        const current = currentValue(corp.data, item.field);
        return (
          <Flex key={index} gap={8} align="start" style={{ marginBottom: 8 }}>
            <div style={{ width: 160, flex: 'none' }}>
              <Select
                aria-label={`第 ${index + 1} 项变更字段`}
                style={{ width: '100%' }}
                status={rowErrors?.field ? 'error' : undefined}
                value={item.field || undefined}
                placeholder="请选择变更项"
                options={CHANGE_FIELD_OPTIONS.map((option) => ({
                  ...option,
                  disabled: option.value !== item.field && chosen.has(option.value),
                }))}
                onChange={(value: string) => update(index, { field: value })}
              />
              {rowErrors?.field?.message && <Typography.Text type="danger">{rowErrors.field.message}</Typography.Text>}
            </div>
            <div style={{ flex: 1 }}>
              <Input
                aria-label={`第 ${index + 1} 项变更后的值`}
                status={rowErrors?.after ? 'error' : undefined}
                value={item.after}
                placeholder="变更后的值"
                onChange={(event) => update(index, { after: event.target.value })}
              />
              {rowErrors?.after?.message && <Typography.Text type="danger">{rowErrors.after.message}</Typography.Text>}
              {current !== undefined && (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  当前：{current}
                </Typography.Text>
              )}
            </div>
            <Button
              aria-label={`删除第 ${index + 1} 项`}
              icon={<DeleteOutlined />}
              disabled={items.length === 1}
              onClick={() => field.onChange(items.filter((_, i) => i !== index))}
            />
          </Flex>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={items.length >= MAX_CHANGE_ITEMS}
        onClick={() => field.onChange([...items, { field: '', after: '' }])}
      >
        添加变更项
      </Button>
    </div>
  );
}

const policy = (file: File) =>
  sysFileGetUploadPolicy({ body: { filename: file.name, fileSize: file.size, bizType: 'opCorpChange' } });
const toUploaded = (file: ChangeFile): UploadedFile => ({
  uid: file.uid,
  name: file.name,
  data: { fileId: file.fileId },
});
const toChangeFile = (file: UploadedFile): ChangeFile => ({
  uid: file.uid,
  name: file.name,
  fileId: typeof file.data?.fileId === 'string' ? file.data.fileId : '',
});

/** 附件: the new licence, resolutions… uploaded through the file service's policy, with progress. */
export function AttachmentUpload({ field }: { field: Field<'files'> }) {
  return (
    <FileUpload
      id="files"
      policy={policy}
      maxCount={MAX_CHANGE_FILES}
      value={field.value.map(toUploaded)}
      onChange={(files) => field.onChange(files.map(toChangeFile).filter((file) => file.fileId !== ''))}
    />
  );
}
