import { EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useFormContext, useWatch, type ControllerRenderProps } from 'react-hook-form';
import { type opPrintTemplate, opPrintTemplateBizTypeListQueryOptions } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import { insertAt, orientationOf, paperOf, placeholderOf, unknownPlaceholders } from '@/shared/ui/print-sheet';
import { PrintPreviewModal } from './PrintPreviewModal';

type Values = FormValues<typeof opPrintTemplate>;
type ContentField = ControllerRenderProps<Values, 'content'>;

const MAX_CONTENT = 20_000;

/**
 * The template's HTML with the chosen business type's fields to insert at the caret as ${key}, a warning for a key
 * that type does not have, and 预览 of what is typed now, filled with sample values.
 */
export function TemplateContentInput({ value, onChange, onBlur, ref, disabled }: ContentField) {
  const { control } = useFormContext<Values>();
  const [bizType, name, paperSize, orientation] = useWatch({
    control,
    name: ['bizType', 'name', 'paperSize', 'orientation'],
  });
  // The business types with their placeholder fields: the business-type select's request, from the cache.
  const fields =
    useQuery(opPrintTemplateBizTypeListQueryOptions()).data?.find((type) => type.bizType === bizType)?.fields ?? [];
  const area = useRef<TextAreaRef | null>(null);
  const [preview, setPreview] = useState(false);
  const unknown = bizType ? unknownPlaceholders(value, fields) : [];

  const insert = (key: string) => {
    const element = area.current?.resizableTextArea?.textArea;
    const { text, caret } = insertAt(
      value,
      element?.selectionStart ?? value.length,
      element?.selectionEnd ?? value.length,
      key,
    );
    onChange(text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={4} align="center" role="group" aria-label="插入字段">
        <Typography.Text type="secondary">插入字段：</Typography.Text>
        {!bizType && <Typography.Text type="secondary">请先选择业务类型</Typography.Text>}
        {fields.map((field) => (
          <Button
            key={field.key}
            size="small"
            title={placeholderOf(field.key)}
            disabled={disabled}
            onClick={() => insert(field.key)}
          >
            {field.label}
          </Button>
        ))}
      </Flex>
      <Input.TextArea
        id="content"
        ref={(node) => {
          area.current = node;
          ref(node);
        }}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        rows={10}
        count={{ show: true, max: MAX_CONTENT }}
        placeholder="模板内容（HTML），如 <p>订单号：${orderNo}</p>"
        style={{ fontFamily: 'monospace' }}
      />
      {unknown.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`业务类型没有这些字段，打印时将原样输出：${unknown.map(placeholderOf).join('、')}`}
        />
      )}
      <div>
        <Button icon={<EyeOutlined />} disabled={!value.trim()} onClick={() => setPreview(true)}>
          预览
        </Button>
      </div>
      {preview && (
        <PrintPreviewModal
          title={name || '未命名模板'}
          content={value}
          fields={fields}
          paperSize={paperOf(paperSize)}
          orientation={orientationOf(orientation)}
          onClose={() => setPreview(false)}
        />
      )}
    </Flex>
  );
}
