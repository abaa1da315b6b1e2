import { useCallback } from 'react';
import { iqcRouteOf } from '@/entities/quality/iqc-apply';
import { qmIanNoticeCountOperation, qmIanNoticePageOperation, qmIanNoticeRead } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import type { IanNoticeRow } from '../model/notice-states';
import { useStableNavigate } from '@/shared/lib/router';

/**
 * Opening a notice (docs/design/scm-quality.md → IAN 通知): an unread one is marked read, then its IQC opens — the
 * inspection once started, else IQC 检验 starting the request's. A failed 已读 still opens the lot (the request layer
 * has told why).
 */
export function useOpenNotice() {
  const navigate = useStableNavigate();
  const refetch = useRefetchList(qmIanNoticePageOperation, qmIanNoticeCountOperation);
  return useCallback(
    async (notice: Pick<IanNoticeRow, 'id' | 'state' | 'applyId' | 'inspectionId'>) => {
      if (notice.state === 'UNREAD') {
        try {
          await qmIanNoticeRead({ body: { ids: [notice.id] } });
          void refetch();
        } catch {
          // Told by the request layer; the lot is opened all the same.
        }
      }
      await navigate(iqcRouteOf(notice));
    },
    [navigate, refetch],
  );
}
