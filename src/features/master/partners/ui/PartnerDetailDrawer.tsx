import type { QueryKey } from '@tanstack/react-query';
import type { DetailDrawerProps } from '@/shared/ui/record-detail';
import { useLookups } from '@/shared/lib/lookups';
import { DetailDrawer } from '@/shared/ui/record-detail';
import type { PartnerDetailKind, PartnerRecord } from '../model/partner-kind';

export interface PartnerDetailDrawerProps<T extends PartnerRecord, TKey extends QueryKey> {
  kind: PartnerDetailKind<T, TKey>;
  id: string;
  onClose: () => void;
  /** The record's other tabs (地址, 供货范围…), after 基本信息 (the values and the audit stamp). */
  tabs?: DetailDrawerProps<T, TKey>['tabs'];
}

/** {noun}详情: the values and audit stamp as the first tab, 基本信息; the kind adds its own tabs after it. */
export function PartnerDetailDrawer<T extends PartnerRecord, TKey extends QueryKey>({ kind, id, onClose, tabs = noTabs }: PartnerDetailDrawerProps<T, TKey>) {
  const { renderDict } = useLookups();
  return <DetailDrawer title={`${kind.noun}详情`} onClose={onClose} query={kind.query(id)} items={(record) => kind.items(record, renderDict)} tabs={tabs} />;
}

const noTabs = () => [];
