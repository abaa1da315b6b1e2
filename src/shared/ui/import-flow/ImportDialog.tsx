import { InboxOutlined } from '@ant-design/icons';
import { Button, Modal, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import { isApiError, sysFileImport, sysFileImportCheck, type ResultRow } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { ResultTable } from '@/shared/ui/result-table';
import { IMPORT_MESSAGES, checkOutcome, checkSummary } from './import-rules';

import type { ImportButtonProps, ImportCall } from './ImportButton';

const defaultCheck: ImportCall = (file, bizType, param) =>
  sysFileImportCheck({ body: { file, bizType, param } }, { quiet: true });
const defaultImport: ImportCall = (file, bizType, param) =>
  sysFileImport({ body: { file, bizType, param } }, { quiet: true });

type Step =
  { kind: 'pick' } | { kind: 'checked'; rows: ResultRow[]; canImport: boolean } | { kind: 'done'; rows: ResultRow[] };

/**
 * The import flow (product.md §4.3): choose a file, check it; nothing in it → '导入文件内容为空'; errors → listed, no import;
 * warnings only → listed, 确认导入 allowed; neither → imported at once; the outcome in 处理结果 (product.md §2.6).
 */
export default function ImportDialog({
  bizType,
  param,
  check = defaultCheck,
  run = defaultImport,
  onImported,
  onClose,
}: ImportButtonProps & { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const [file, setFile] = useState<File>();
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [busy, setBusy] = useState(false);
  const json = param ? JSON.stringify(param) : undefined;

  const close = () => setOpen(false);
  const shownCentrally = (error: unknown) => isApiError(error) && error.kind !== 'business';

  const importNow = async (chosen: File) => {
    try {
      const rows = await run(chosen, bizType, json);
      setStep({ kind: 'done', rows });
      onImported?.();
    } catch (error) {
      if (!shownCentrally(error)) void message.error(userMessageOf(error));
    }
  };

  const checkNow = async () => {
    if (!file) {
      void message.error(IMPORT_MESSAGES.noFile);
      return;
    }
    setBusy(true);
    try {
      const rows = await check(file, bizType, json).catch((error: unknown) => {
        if (!shownCentrally(error)) void message.error(IMPORT_MESSAGES.checkFailed(userMessageOf(error)));
        return undefined;
      });
      if (!rows) return;
      const outcome = checkOutcome(rows);
      if (outcome === 'empty') void message.error(IMPORT_MESSAGES.empty);
      else if (outcome === 'clean') await importNow(file);
      else setStep({ kind: 'checked', rows, canImport: outcome === 'warnings' });
    } finally {
      setBusy(false);
    }
  };

  const confirmImport = async () => {
    if (!file) return;
    setBusy(true);
    await importNow(file);
    setBusy(false);
  };

  const footer =
    step.kind === 'pick'
      ? [
          <Button key="cancel" onClick={close}>
            取消
          </Button>,
          <Button key="check" type="primary" loading={busy} onClick={() => void checkNow()}>
            校验并导入
          </Button>,
        ]
      : step.kind === 'checked'
        ? [
            <Button key="close" onClick={close}>
              关闭
            </Button>,
            ...(step.canImport
              ? [
                  <Button key="import" type="primary" loading={busy} onClick={() => void confirmImport()}>
                    确认导入
                  </Button>,
                ]
              : []),
          ]
        : [
            <Button key="close" type="primary" onClick={close}>
              关闭
            </Button>,
          ];

  return (
    <>
      <Modal
        open={open}
        onCancel={close}
        afterClose={onClose}
        width={800}
        footer={footer}
        title={step.kind === 'done' ? '处理结果' : step.kind === 'checked' ? '导入校验结果' : '导入'}
      >
        {step.kind === 'pick' && (
          <Upload.Dragger
            accept=".xls,.xlsx"
            maxCount={1}
            fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
            beforeUpload={(picked) => {
              setFile(picked);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>点击或拖动 Excel 文件到此处</p>
          </Upload.Dragger>
        )}
        {step.kind === 'checked' && (
          <>
            <Typography.Paragraph type={step.canImport ? 'warning' : 'danger'}>
              {step.canImport ? '文件中有提醒事项，确认后仍可导入。' : '文件中有错误，请修改后重新导入。'}
              {checkSummary(step.rows).text}
            </Typography.Paragraph>
            <ResultTable rows={checkSummary(step.rows).rows} check />
          </>
        )}
        {step.kind === 'done' && <ResultTable rows={step.rows} />}
      </Modal>
    </>
  );
}
