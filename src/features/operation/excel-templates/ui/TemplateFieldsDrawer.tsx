import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Select, Switch, Table, Typography, message } from 'antd';
import { useFieldArray, useForm } from 'react-hook-form';
import { opExcelTemplateFieldListQueryOptions, opExcelTemplateSaveFields } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { FormServerError, TableCellField, applyServerError } from '@/shared/ui/form';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { NumberInput } from '@/shared/ui/record-form';
import { Spinner } from '@/shared/ui/spinner';
import type { ExcelTemplate } from '../model/excel-template-list';
import {
  FIELD_TYPES,
  newTemplateField,
  saveFieldsBody,
  templateFieldsSchema,
  templateFieldsValues,
  type TemplateField,
  type TemplateFieldsBody,
  type TemplateFieldsValues,
} from '../model/template-fields';

/** 列设置 of an import template: its columns as an editable table, saved whole (saveFields). */
export function TemplateFieldsDrawer({ row: template, onClose, refetch }: RowPanelProps<ExcelTemplate>) {
  const fields = useQuery(opExcelTemplateFieldListQueryOptions({ query: { templateId: template.id } }));
  return (
    <AppDrawer open width="large" title={`列设置：${template.name}（${template.code}）`} onClose={onClose}>
      {fields.isPending && <Spinner label="正在加载模板的列" />}
      {fields.isError && <Alert type="error" showIcon title={`模板的列加载失败：${userMessageOf(fields.error)}`} />}
      {fields.data && <FieldsEditor template={template} fields={fields.data} onClose={onClose} onSaved={refetch} />}
    </AppDrawer>
  );
}

interface FieldsEditorProps {
  template: ExcelTemplate;
  fields: readonly TemplateField[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

function FieldsEditor({ template, fields, onClose, onSaved }: FieldsEditorProps) {
  const form = useForm<TemplateFieldsValues, unknown, TemplateFieldsBody>({
    resolver: zodResolver(templateFieldsSchema),
    defaultValues: templateFieldsValues(fields),
  });
  const { control, handleSubmit, setError, formState, getValues } = form;
  const rows = useFieldArray({ control, name: 'fields' });

  const save = handleSubmit(async (values) => {
    try {
      await opExcelTemplateSaveFields({ body: saveFieldsBody(template.id, values) }, { quiet: true });
    } catch (error) {
      applyServerError(setError, error);
      return;
    }
    void message.success('模板的列已保存');
    void onSaved();
    onClose();
  });

  const text = (index: number, name: 'columnTitle' | 'fieldKey' | 'sample', label: string, max: number) => (
    <TableCellField control={control} name={`fields.${index}.${name}`}>
      {(field) => (
        <Input
          {...field}
          value={field.value ?? ''}
          aria-label={`第 ${index + 1} 行${label}`}
          count={{ show: false, max }}
        />
      )}
    </TableCellField>
  );

  return (
    <form
      noValidate
      aria-label="模板的列"
      onSubmit={(event) => {
        if (formState.isSubmitting) event.preventDefault();
        else void save(event);
      }}
    >
      <Form component={false} disabled={formState.isSubmitting}>
        <Typography.Paragraph type="secondary">
          列标题是 Excel
          第一行的表头，字段键是导入时写入的业务字段；示例值写在模板第二行。导入按列标题匹配，顺序按排序号。
        </Typography.Paragraph>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={rows.fields}
          scroll={{ y: 480 }}
          columns={[
            {
              key: 'columnTitle',
              title: '列标题',
              width: 150,
              render: (_, __, index) => text(index, 'columnTitle', '列标题', 64),
            },
            {
              key: 'fieldKey',
              title: '字段键',
              width: 150,
              render: (_, __, index) => text(index, 'fieldKey', '字段键', 64),
            },
            {
              key: 'fieldType',
              title: '类型',
              width: 110,
              render: (_, __, index) => (
                <TableCellField control={control} name={`fields.${index}.fieldType`}>
                  {(field) => (
                    <Select
                      {...field}
                      aria-label={`第 ${index + 1} 行类型`}
                      options={FIELD_TYPES.map((type) => ({ value: type.value, label: type.label }))}
                      style={{ width: '100%' }}
                    />
                  )}
                </TableCellField>
              ),
            },
            {
              key: 'required',
              title: '必填',
              width: 70,
              render: (_, __, index) => (
                <TableCellField control={control} name={`fields.${index}.required`}>
                  {({ value, onChange, ref, id }) => (
                    <Switch
                      id={id}
                      ref={ref}
                      checked={value}
                      onChange={onChange}
                      aria-label={`第 ${index + 1} 行必填`}
                    />
                  )}
                </TableCellField>
              ),
            },
            { key: 'sample', title: '示例值', render: (_, __, index) => text(index, 'sample', '示例值', 128) },
            {
              key: 'sort',
              title: '排序',
              width: 90,
              render: (_, __, index) => (
                <TableCellField control={control} name={`fields.${index}.sort`}>
                  {(field) => <NumberInput {...field} aria-label={`第 ${index + 1} 行排序`} placeholder="排序" />}
                </TableCellField>
              ),
            },
            {
              key: 'remove',
              title: '操作',
              width: 64,
              render: (_, __, index) => (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除第 ${index + 1} 行`}
                  onClick={() => rows.remove(index)}
                />
              ),
            },
          ]}
        />
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          style={{ marginTop: 12 }}
          onClick={() => rows.append(newTemplateField(getValues('fields')))}
        >
          添加列
        </Button>
        {formState.errors.fields?.root?.message && (
          <Alert type="error" showIcon style={{ marginTop: 12 }} title={formState.errors.fields.root.message} />
        )}
        <div style={{ marginTop: 16 }}>
          <FormServerError errors={formState.errors} />
        </div>
      </Form>
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          取消
        </Button>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          保存
        </Button>
      </Flex>
    </form>
  );
}
