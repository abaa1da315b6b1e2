import { Col, Row } from 'antd';
import type { Control, FieldValues } from 'react-hook-form';
import { FormField } from '@/shared/ui/form';
import type { FieldConfig, LinesConfig } from './field-config';
import { FieldInput } from './FieldInput';
import { LinesInput } from './LinesInput';
import type { Line } from '@/shared/ui/editable-grid';

interface FormFieldsProps<T extends FieldValues, TBody> {
  control: Control<T, unknown, TBody>;
  fields: readonly FieldConfig<T>[];
  /** 1 or 2 fields per row (default 2). */
  columns?: 1 | 2;
}

/** Declared fields laid out in a grid, each through the one FormField adapter. */
export function FormFields<T extends FieldValues, TBody>({ control, fields, columns = 2 }: FormFieldsProps<T, TBody>) {
  return (
    <Row gutter={24}>
      {fields.map((config) => (
        <Col key={config.name} span={columns === 1 || config.wide ? 24 : 12}>
          <FormField control={control} name={config.name} label={config.label} required={config.required}>
            {(field) =>
              config.render?.(field) ??
              (config.kind === 'lines' && config.lines ? (
                <LinesInput
                  control={control}
                  field={field}
                  label={config.label}
                  lines={config.lines as LinesConfig<Line>}
                  newLine={config.newLine ?? (() => ({}))}
                />
              ) : (
                <FieldInput config={config} field={field} />
              ))
            }
          </FormField>
        </Col>
      ))}
    </Row>
  );
}
