import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useId, useState } from 'react';
import { qmDefectListQueryOptions, qmIqcDefectAdd, qmIqcDefectEdit, sysFileGetUploadPolicy } from '@/shared/api';
import type { GetUploadPolicy } from '@/shared/lib/upload';
import { useSave } from '@/shared/ui/form';
import { QuerySelect } from '@/shared/ui/query-select';
import { FileUpload, type UploadedFile } from '@/shared/ui/upload';
import {
  defectBody,
  defectProblems,
  defectValuesOf,
  MAX_PICTURES,
  type DefectValues,
  type QmFile,
} from '../model/defect-form';
import { CLASS_NAMES, type DefectRecord, type InspectionLine } from '../model/inspection-labels';

export interface DefectRecordDialogProps {
  inspectionId: string;
  sampleQty: number;
  lines: readonly Pick<InspectionLine, 'id' | 'lineNo' | 'itemName'>[];
  /** The record edited; without it a new one, started with `initial` (a line's default defect and its NG samples). */
  record?: DefectRecord;
  initial?: Partial<DefectRecord>;
  onClose: () => void;
  onSaved: () => void;
}

const enabledDefects = qmDefectListQueryOptions({ body: { status: '0' } });

// Pictures go through the platform's upload policy under the inspection's business type.
const policy: GetUploadPolicy = (file) =>
  sysFileGetUploadPolicy({ body: { filename: file.name, fileSize: file.size, bizType: 'qmInspection' } });

const uploadedOf = (file: QmFile): UploadedFile => ({ uid: file.fileId, name: file.fileName, data: { ...file } });

const text = (data: UploadedFile['data'], key: string) => {
  const value = data?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

/** What the contract keeps of an uploaded picture: its file id, name and address. */
function qmFileOf(file: UploadedFile): QmFile | undefined {
  const fileId = text(file.data, 'fileId') ?? text(file.data, 'id');
  if (!fileId) return undefined;
  return { fileId, fileName: file.name, url: text(file.data, 'url') ?? text(file.data, 'path') ?? '' };
}

/**
 * 记录缺陷 / 编辑缺陷记录 of an inspection (docs/design/scm-quality.md → IQC 检验 → 缺陷记录): the code (its class
 * is recorded with it), the line, the pieces with the defect (≤ the sample size), their sample numbers, a
 * description and up to 9 pictures. The server's refusal stays on the dialog with everything typed.
 */
export function DefectRecordDialog({
  inspectionId,
  sampleQty,
  lines,
  record,
  initial,
  onClose,
  onSaved,
}: DefectRecordDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<DefectValues>(() => defectValuesOf(record ?? initial ?? {}));
  const [pictures, setPictures] = useState<UploadedFile[]>(() => (record?.pictures ?? []).map(uploadedOf));
  const [tried, setTried] = useState(false);
  const problems = defectProblems(values, sampleQty, pictures.length);
  const set = <K extends keyof DefectValues>(key: K, value: DefectValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const { saving, failure, save } = useSave(
    (body: ReturnType<typeof defectBody>) =>
      record
        ? qmIqcDefectEdit({ body: { ...body, id: record.id } }, { quiet: true })
        : qmIqcDefectAdd({ body }, { quiet: true }),
    { done: record ? '已保存缺陷记录' : '已记录缺陷' },
  );
  const submit = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const files = pictures.map(qmFileOf);
    if (files.some((file) => !file)) return;
    const body = defectBody(
      inspectionId,
      values,
      files.filter((file): file is QmFile => file !== undefined),
    );
    if (await save(body)) onSaved();
  };
  const status = (key: keyof typeof problems) => (tried && problems[key] ? 'error' : undefined);
  const help = (key: keyof typeof problems) => (tried ? problems[key] : undefined);
  return (
    <Modal
      open
      title={record ? `编辑缺陷记录：${record.defectCode} ${record.defectName}` : '记录缺陷'}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      confirmLoading={saving}
      destroyOnHidden
      mask={{ closable: false }}
      width={640}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        <Form.Item
          label="缺陷代码"
          htmlFor={`${formId}-defect`}
          required
          validateStatus={status('defectId')}
          help={help('defectId')}
        >
          <QuerySelect
            id={`${formId}-defect`}
            query={enabledDefects}
            option={(defect) => ({
              value: defect.id,
              label: `${defect.code} ${defect.name}（${defect.defectClass} ${CLASS_NAMES[defect.defectClass]}）`,
            })}
            value={values.defectId}
            onChange={(value) => set('defectId', value)}
            placeholder="请选择缺陷代码"
          />
        </Form.Item>
        <Form.Item label="检验项目" htmlFor={`${formId}-line`}>
          <Select
            id={`${formId}-line`}
            allowClear
            placeholder="可不选"
            value={values.lineId ?? undefined}
            onChange={(value: string | undefined) => set('lineId', value ?? null)}
            options={lines.map((line) => ({ value: line.id, label: `${line.lineNo} ${line.itemName}` }))}
          />
        </Form.Item>
        <Form.Item
          label={`数量（有此缺陷的样本件数，样本量 ${sampleQty}）`}
          htmlFor={`${formId}-qty`}
          required
          validateStatus={status('qty')}
          help={help('qty')}
        >
          <InputNumber
            id={`${formId}-qty`}
            min={1}
            precision={0}
            style={{ width: 200 }}
            value={values.qty}
            onChange={(value) => set('qty', typeof value === 'number' ? value : null)}
          />
        </Form.Item>
        <Form.Item
          label="样本号"
          htmlFor={`${formId}-nos`}
          validateStatus={status('sampleNos')}
          help={help('sampleNos')}
        >
          <Input
            id={`${formId}-nos`}
            placeholder="如 7, 12"
            value={values.sampleNos}
            onChange={(event) => set('sampleNos', event.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="描述"
          htmlFor={`${formId}-text`}
          validateStatus={status('description')}
          help={help('description')}
        >
          <Input.TextArea
            id={`${formId}-text`}
            rows={2}
            maxLength={255}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </Form.Item>
        <Form.Item
          label={`图片（至多 ${MAX_PICTURES} 张）`}
          validateStatus={status('pictures')}
          help={help('pictures')}
        >
          <FileUpload variant="image" maxCount={MAX_PICTURES} policy={policy} value={pictures} onChange={setPictures} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
