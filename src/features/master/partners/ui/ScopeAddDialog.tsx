import { message } from 'antd';
import { LegacyMaterialSelector, type LegacyMaterialRow } from '@/entities/legacy-material';
import type { AddPanelProps } from '@/shared/ui/crud-screen';
import type { ScopeKind } from '../model/scope-kinds';

/** 添加物料: the enabled materials not yet in the partner's scope, added in one request. */
export function ScopeAddDialog<Query>({
  of,
  scope,
  onClose,
  onSaved,
}: AddPanelProps<Partial<Query>> & { of: ScopeKind<Query> }) {
  const partnerId = of.partnerOf(scope);
  const add = async (materials: LegacyMaterialRow[]) => {
    onClose();
    if (materials.length === 0 || !partnerId) return;
    try {
      await of.add(
        partnerId,
        materials.map((m) => m.id),
      );
    } catch {
      // The request layer has shown the server's message (a disabled material, …).
      return;
    }
    void message.success(`已添加 ${materials.length} 个物料`);
    onSaved();
  };
  return (
    <LegacyMaterialSelector
      open
      title={`添加物料到${of.title}`}
      picker={of.picker}
      refId={partnerId}
      onCancel={onClose}
      onOk={(materials) => void add(materials)}
    />
  );
}
