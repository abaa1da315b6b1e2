import { inspectionRoute } from '@/entities/quality/iqc-apply';
import type { TraceNode } from './trace-types';

const byNo = (path: string, key: string, no: string) => `${path}?${key}=${encodeURIComponent(no)}`;

/**
 * Where a node's document opens: the inspection by its id; the order, the ASN, the return and the work order as their
 * lists filtered to the number (those screens take a condition from the link). Receipts, issues, batches and
 * shipments are storage's, whose screens do not exist yet: no route.
 */
export function nodeRoute(node: Pick<TraceNode, 'type' | 'docId' | 'docNo'>): string | null {
  switch (node.type) {
    case 'IQC':
      return node.docId ? inspectionRoute(node.docId) : null;
    case 'PURCHASE_ORDER':
      return byNo('/purchase/order/manage', 'orderNo', node.docNo);
    case 'ASN':
      return byNo('/purchase/asn', 'asnNo', node.docNo);
    case 'RETURN':
      return byNo('/purchase/receiveBack', 'returnNo', node.docNo);
    case 'WORK_ORDER':
      return byNo('/manufacture/order', 'code', node.docNo);
    default:
      return null;
  }
}
