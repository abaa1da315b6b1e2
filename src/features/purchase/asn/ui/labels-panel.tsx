import { loadAsnLabelsModal } from '@/entities/asn';
import { useUserDetails } from '@/entities/session';
import type { PoAsnPageData } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';

type AsnRow = PoAsnPageData['rows'][number];

/** 打印标签: the entity's labels dialog (with the barcode library, in its own chunk), with our company on each label. */
export const loadLabelsPanel = () =>
  loadAsnLabelsModal().then(
    (AsnLabelsModal) =>
      function LabelsPanel({ row, onClose }: RowPanelProps<AsnRow>) {
        const buyer = useUserDetails().data?.corpName;
        return <AsnLabelsModal asnId={row.id} buyer={buyer} onClose={onClose} />;
      },
  );
