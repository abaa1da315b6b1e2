/**
 * Where IQC 检验 (/quality/inspection/iqc) opens a lot: `applyId` starts the inspection of a 待检 request, `id`
 * opens an inspection already started (docs/design/scm-quality.md → IQC 检验). IQC 申请 and IAN 通知 link there.
 */
export const IQC_INSPECTION_PATH = '/quality/inspection/iqc';

export const startInspectionRoute = (applyId: string) =>
  `${IQC_INSPECTION_PATH}?applyId=${encodeURIComponent(applyId)}`;

export const inspectionRoute = (inspectionId: string) =>
  `${IQC_INSPECTION_PATH}?id=${encodeURIComponent(inspectionId)}`;

/** A request's IQC: its inspection once started, else the start of one. */
export const iqcRouteOf = (lot: { applyId: string; inspectionId?: string | null | undefined }) =>
  lot.inspectionId ? inspectionRoute(lot.inspectionId) : startInspectionRoute(lot.applyId);
