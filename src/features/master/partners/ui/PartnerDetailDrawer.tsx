import type { QueryKey } from '@tanstack/react-query';
import { useLookups } from '@/shared/lib/lookups';
import { DetailDrawer } from '@/shared/ui/record-detail';
import type { PartnerDetailKind, PartnerRecord } from '../model/partner-kind';
import { scopeKinds } from '../model/scope-kinds';
import type { PartnerKind } from '../model/sub-record-kind';
import { PartnerAddresses } from './PartnerAddresses';
import { PartnerScope } from './PartnerScope';

export interface PartnerDetailDrawerProps<T extends PartnerRecord, TKey extends QueryKey> {
  kind: PartnerDetailKind<T, TKey>;
  /** Whose addresses and material scope the other tabs show. */
  sub: PartnerKind;
  id: string;
  onClose: () => void;
}

/** {noun}详情: 基本信息 (the values and audit stamp), then the partner's 地址 and its material scope. */
export function PartnerDetailDrawer<T extends PartnerRecord, TKey extends QueryKey>({
  kind,
  sub,
  id,
  onClose,
}: PartnerDetailDrawerProps<T, TKey>) {
  const { renderDict } = useLookups();
  return (
    <DetailDrawer
      title={`${kind.noun}详情`}
      onClose={onClose}
      query={kind.query(id)}
      items={(record) => kind.items(record, renderDict)}
      tabs={() => [
        { key: 'addresses', label: '地址', children: <PartnerAddresses kind={sub} partnerId={id} /> },
        { key: 'scope', label: scopeKinds[sub].title, children: <PartnerScope kind={sub} partnerId={id} /> },
      ]}
    />
  );
}
