import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { MaterialSelector } from './MaterialSelector';

/** A material already chosen, as a record holds it (a quality rule's materials). */
export interface KnownMaterial {
  materialId: string;
  materialCode: string;
  materialName: string;
}

export interface MaterialsPickFieldProps {
  id?: string;
  /** The chosen materials' ids (v2 materials): what the rule sends. */
  value?: readonly string[] | null;
  onChange?: (ids: string[]) => void;
  onBlur?: () => void;
  /** The edited record's materials, to show their codes and names. */
  known?: readonly KnownMaterial[] | undefined;
  /** What no material means: '至少选择一种物料' or '不选即全部物料'. */
  placeholder?: string;
}

/**
 * A form field holding several materials (a quality rule's): each chosen one as a tag (code and name) that can be removed, more added with the material
 * selector (several at once; one already chosen is not added twice).
 */
export function MaterialsPickField({ id, value, onChange, onBlur, known, placeholder }: MaterialsPickFieldProps) {
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<Record<string, string>>(() =>
    Object.fromEntries((known ?? []).map((m) => [m.materialId, `${m.materialCode} ${m.materialName}`])),
  );
  const ids = value ?? [];
  return (
    <Flex id={id} wrap gap={6} align="center" tabIndex={-1} onBlur={onBlur}>
      {ids.map((materialId) => {
        const name = names[materialId] ?? materialId;
        return (
          <Tag key={materialId} style={{ marginInlineEnd: 0 }}>
            {name}
            {/* A button, not the tag's own close icon: reachable by keyboard and named for a screen reader. */}
            <Button
              type="text"
              size="small"
              aria-label={`移除 ${name}`}
              icon={<CloseOutlined style={{ fontSize: 10 }} />}
              style={{ width: 16, height: 16, marginInlineStart: 4 }}
              onClick={() => onChange?.(ids.filter((other) => other !== materialId))}
            />
          </Tag>
        );
      })}
      {ids.length === 0 && placeholder && <Typography.Text type="secondary">{placeholder}</Typography.Text>}
      <Button size="small" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        选择物料
      </Button>
      {open && (
        <MaterialSelector
          open
          onCancel={() => setOpen(false)}
          onOk={(picked) => {
            setOpen(false);
            setNames((before) => ({
              ...before,
              ...Object.fromEntries(picked.map((m) => [m.id, `${m.code} ${m.name}`])),
            }));
            const added = picked.map((m) => m.id).filter((materialId) => !ids.includes(materialId));
            onChange?.([...ids, ...added]);
          }}
        />
      )}
    </Flex>
  );
}
