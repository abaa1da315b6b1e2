import { Flex, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { INSPECT_MODES, lookOptions } from '@/entities/quality/iqc-apply';
import type { ApplyValues } from '../model/apply-form';
import { modeHint, resolveMode, type ResolvedMode } from '../model/resolve-mode';
import { useModeFacts, type ModeMaterial } from './use-mode-facts';

const OPTIONS = lookOptions(INSPECT_MODES).map((option) => ({ value: option.value, label: option.title }));

interface ModeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The material chosen (none yet: the mode is not known). */
  material: ModeMaterial | undefined;
  /** Tells the dialog the mode that applies (its answer after saving says it). */
  onResolved: (resolved: ResolvedMode | undefined) => void;
}

/**
 * 检验方式: left empty it follows the supplier item, then the supplier configuration; under it, the mode that will
 * apply and why, and for 免检 that the lot is judged 合格 at once.
 */
export function ModeField({ id, value, onChange, onBlur, material, onResolved }: ModeFieldProps) {
  const supplierId = useWatch<ApplyValues, 'supplierId'>({ name: 'supplierId' });
  const facts = useModeFacts(supplierId, material);
  const resolved = supplierId && material ? resolveMode({ chosen: value, ...facts }) : undefined;
  const { mode, source, why } = resolved ?? {};
  useEffect(() => {
    onResolved(mode && source && why ? { mode, source, why } : undefined);
  }, [mode, source, why, onResolved]);
  return (
    <Flex vertical gap={4}>
      <Select
        id={id}
        allowClear
        value={value || undefined}
        options={OPTIONS}
        placeholder="按供应商物料或供应商配置"
        onChange={(next: string | undefined) => onChange(next ?? '')}
        onBlur={onBlur}
      />
      {resolved && (
        <Typography.Text type={resolved.mode === 'EXEMPT' ? 'success' : 'secondary'}>
          {modeHint(resolved)}
        </Typography.Text>
      )}
    </Flex>
  );
}
