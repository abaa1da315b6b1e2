import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Modal, Select, Skeleton, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useDictionary } from '@/entities/dictionary';
import { type opCodeGen, opCodeGenFieldListQueryOptions, opCodeGenSaveFields } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import {
  JAVA_TYPES,
  QUERY_TYPES,
  TS_OF_JAVA,
  fieldProblems,
  settingOf,
  type CodeGenField,
} from '../model/field-config';
import { QueryFailure } from '@/shared/ui/load-failure';

type CodeGenConfig = RowOf<typeof opCodeGen>;

const TS_TYPES = [
  { label: 'string', value: 'string' },
  { label: 'number', value: 'number' },
  { label: 'boolean', value: 'boolean' },
] as const;

function FieldTable({
  config,
  fields,
  onClose,
  refetch,
}: { config: CodeGenConfig; fields: CodeGenField[] } & Omit<RowPanelProps<CodeGenConfig>, 'row'>) {
  const [rows, setRows] = useState(fields);
  const [tried, setTried] = useState(false);
  const {
    saving,
    failure,
    save: send,
  } = useSave(
    () => opCodeGenSaveFields({ body: { configId: config.id, fields: rows.map(settingOf) } }, { quiet: true }),
    { done: '字段配置已保存', failurePrefix: '保存失败：' },
  );
  const dictionary = useDictionary();
  const dictCodes = useMemo(() => (dictionary ? new Set(dictionary.map((t) => t.code)) : undefined), [dictionary]);
  const dictOptions = useMemo(
    () => (dictionary ?? []).map((t) => ({ value: t.code, label: `${t.name}（${t.code}）` })),
    [dictionary],
  );
  const problems = fieldProblems(rows, dictCodes);
  const problemCount = Object.keys(problems.byId).length + problems.overall.length;

  const change = (id: string, patch: Partial<CodeGenField>) =>
    setRows((list) => list.map((f) => (f.id === id ? { ...f, ...patch } : f)));
  const label = (field: CodeGenField, what: string) => `${field.columnName} ${what}`;

  const save = async () => {
    setTried(true);
    if (problemCount > 0 || !(await send())) return;
    void refetch();
    onClose();
  };

  const columns: ColumnsType<CodeGenField> = [
    {
      title: '列名',
      dataIndex: 'columnName',
      width: 190,
      render: (name: string, field) => {
        const own = tried ? problems.byId[field.id] : undefined;
        return (
          <div>
            <Typography.Text strong={field.primaryKey}>{name}</Typography.Text>
            {field.primaryKey && <Typography.Text type="secondary"> 主键</Typography.Text>}
            <div>
              <Typography.Text type="secondary">
                {field.columnComment ?? ''} {field.dataType}
              </Typography.Text>
            </div>
            {own?.map((p) => (
              <div key={p}>
                <Typography.Text type="danger">{p}</Typography.Text>
              </div>
            ))}
          </div>
        );
      },
    },
    {
      title: 'Java 类型',
      dataIndex: 'javaType',
      width: 150,
      render: (javaType: CodeGenField['javaType'], field) => (
        <Select
          aria-label={label(field, 'Java 类型')}
          value={javaType}
          style={{ width: '100%' }}
          options={JAVA_TYPES.map((t) => ({ label: t.title, value: t.value }))}
          // The TS type follows the Java type (it can still be changed, and is checked).
          onChange={(next: CodeGenField['javaType']) => change(field.id, { javaType: next, tsType: TS_OF_JAVA[next] })}
        />
      ),
    },
    {
      title: 'TS 类型',
      dataIndex: 'tsType',
      width: 110,
      render: (tsType: CodeGenField['tsType'], field) => (
        <Select
          aria-label={label(field, 'TS 类型')}
          value={tsType}
          style={{ width: '100%' }}
          options={[...TS_TYPES]}
          onChange={(next: CodeGenField['tsType']) => change(field.id, { tsType: next })}
        />
      ),
    },
    {
      title: '查询方式',
      dataIndex: 'queryType',
      width: 110,
      render: (queryType: CodeGenField['queryType'], field) => (
        <Select
          aria-label={label(field, '查询方式')}
          value={queryType}
          style={{ width: '100%' }}
          options={QUERY_TYPES.map((q) => ({ label: q.title, value: q.value }))}
          onChange={(next: CodeGenField['queryType']) => change(field.id, { queryType: next })}
        />
      ),
    },
    ...(['showInList', 'showInForm', 'required'] as const).map((key) => ({
      title: { showInList: '列表', showInForm: '表单', required: '必填' }[key],
      dataIndex: key,
      width: 64,
      align: 'center' as const,
      render: (checked: boolean, field: CodeGenField) => (
        <Checkbox
          aria-label={label(field, { showInList: '列表显示', showInForm: '表单显示', required: '必填' }[key])}
          checked={checked}
          onChange={(e) => change(field.id, { [key]: e.target.checked })}
        />
      ),
    })),
    {
      title: (
        <Tooltip title="列表与表单按该字典显示与选择">
          <span>字典类型</span>
        </Tooltip>
      ),
      dataIndex: 'dictType',
      width: 210,
      render: (dictType: string | null | undefined, field) => (
        <Select
          aria-label={label(field, '字典类型')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="不使用字典"
          value={dictType ?? undefined}
          style={{ width: '100%' }}
          options={dictOptions}
          onChange={(next: string | undefined) => change(field.id, { dictType: next ?? null })}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      title={`字段配置：${config.tableName}（${config.functionName}）`}
      width={1080}
      okText="保存"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      {tried && problemCount > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={`有 ${problemCount} 处需要修改，未保存`}
          description={problems.overall.length > 0 ? problems.overall.join('；') : '见各字段下的提示'}
        />
      )}
      {failure && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={failure} />}
      <Table<CodeGenField>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 480 }}
      />
    </Modal>
  );
}

/** 字段配置 of a configuration: each column's Java/TS type, query type, list/form/required flags and dictionary. */
export function FieldConfigModal({ row, onClose, refetch }: RowPanelProps<CodeGenConfig>) {
  const fields = useQuery(opCodeGenFieldListQueryOptions({ query: { configId: row.id } }));
  if (fields.data) return <FieldTable config={row} fields={fields.data} onClose={onClose} refetch={refetch} />;
  return (
    <Modal open title={`字段配置：${row.tableName}`} width={1080} footer={null} onCancel={onClose}>
      {fields.isError ? (
        <QueryFailure query={fields} title="获取字段配置失败" />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
