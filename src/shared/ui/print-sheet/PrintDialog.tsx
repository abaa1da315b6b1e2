import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { opPrintTemplatePrintListQueryOptions } from '@/shared/api';
import { LoadFailure, queryFailure } from '@/shared/ui/load-failure';
import { Spinner } from '@/shared/ui/spinner';
import type { Orientation, PaperSize } from './paper';
import { TemplateSheet } from './TemplateSheet';

/** An enabled print template of the record's business type (平台运营 → 打印模板), with its content. */
export interface PrintTemplateChoice {
  id: string;
  name: string;
  content: string;
  paperSize: PaperSize;
  orientation: Orientation;
}

/** What the dialog prints, once the record has come: through a template, or on the built-in sheet. */
export interface PrintContent {
  /** The template filled with the record, a page each (fillTemplate with the ${lines} / ${barcode} blocks). */
  pages: (template: PrintTemplateChoice) => string[];
  builtin: ReactNode;
  /** The sheets' name for assistive technology: 采购入库单 PA-20261127-0001. */
  label: string;
}

export interface PrintDialogProps {
  /** 打印采购入库单：PA-20261127-0001 */
  title: string;
  /** 采购入库单, said while it loads. */
  noun: string;
  /** The record: undefined while it loads or when it failed (`failure` says why). */
  content: PrintContent | undefined;
  failure: string | undefined;
  onRetry: () => void;
  /** The record's business type in 平台运营's print templates (ST_PUTAWAY, MATERIAL_LABEL). */
  bizType: string;
  width?: number;
  onClose: () => void;
}

const BUILTIN = 'builtin';

/** The enabled templates of one business type, whatever else an answer holds. */
function useTemplatesOf(bizType: string) {
  const answer = useQuery({
    ...opPrintTemplatePrintListQueryOptions({ query: { bizType } }),
    select: (list): PrintTemplateChoice[] => list.filter((t) => t.bizType === bizType && t.status === 0),
  });
  return { templates: answer.data, failure: queryFailure(answer, Array.isArray) };
}

/**
 * 打印 of a record (docs/screen-kit.md → Print): through 平台运营's enabled template of its type when there is one (the
 * first by code; the others and 系统格式 to choose from), else on the built-in sheet; when the templates cannot be
 * fetched, on the built-in sheet with a warning. 打印 sends only the sheet.
 */
export function PrintDialog(props: PrintDialogProps) {
  const { title, noun, bizType, content, failure, onRetry, width = 960, onClose } = props;
  const { templates, failure: templatesFailure } = useTemplatesOf(bizType);
  const [chosen, setChosen] = useState<string>();
  const templateId = chosen ?? templates?.[0]?.id ?? BUILTIN;
  const template = templates?.find((t) => t.id === templateId);
  const ready = content !== undefined && (templates !== undefined || templatesFailure !== undefined);
  return (
    <Modal
      open
      title={title}
      width={width}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        templates && templates.length > 0 && (
          <Select
            key="format"
            aria-label="打印格式"
            style={{ width: 240, marginRight: 8, textAlign: 'left' }}
            value={templateId}
            onChange={setChosen}
            options={[
              ...templates.map((t) => ({ value: t.id, label: `模板：${t.name}` })),
              { value: BUILTIN, label: '系统格式' },
            ]}
          />
        ),
        <Button key="print" type="primary" icon={<PrinterOutlined />} disabled={!ready} onClick={() => window.print()}>
          打印
        </Button>,
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {failure !== undefined && <LoadFailure message={`获取${noun}失败：${failure}`} onRetry={onRetry} />}
      {failure === undefined && !ready && <Spinner label={`正在加载${noun}`} />}
      {ready && content && (
        <>
          {templatesFailure !== undefined && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`获取打印模板失败：${templatesFailure}；按系统格式打印`}
            />
          )}
          {template ? (
            <TemplateSheet
              pages={content.pages(template)}
              paperSize={template.paperSize}
              orientation={template.orientation}
              label={content.label}
            />
          ) : (
            content.builtin
          )}
        </>
      )}
    </Modal>
  );
}
