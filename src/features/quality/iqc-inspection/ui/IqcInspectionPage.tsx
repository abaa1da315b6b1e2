import { useSearchParams } from 'react-router-dom';
import { InspectionListPage } from './InspectionListPage';
import { InspectionView } from './InspectionView';
import { StartInspection } from './StartInspection';

const ID_PATTERN = /^[0-9]{1,20}$/;

/**
 * IQC 检验 (/quality/inspection/iqc, docs/design/scm-quality.md → IQC 检验): `?applyId=` starts the inspection of a
 * 待检 request, `?id=` opens one, and without either the list of inspections. IQC 申请 and IAN 通知 link here.
 */
export function IqcInspectionPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const applyId = params.get('applyId') ?? '';
  if (ID_PATTERN.test(id)) return <InspectionView key={id} id={id} />;
  if (ID_PATTERN.test(applyId)) return <StartInspection key={applyId} applyId={applyId} />;
  return <InspectionListPage />;
}
