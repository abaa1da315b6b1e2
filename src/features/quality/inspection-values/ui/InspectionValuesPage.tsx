import { useSearchParams } from 'react-router-dom';
import { InProgressList } from './InProgressList';
import { ValuesEditor } from './ValuesEditor';

const ID_PATTERN = /^[0-9]{1,20}$/;

/** 检验值录入 (/quality/inspection/values): `?id=` the values grid of one inspection, else the inspections at work. */
export function InspectionValuesPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return ID_PATTERN.test(id) ? <ValuesEditor key={id} id={id} /> : <InProgressList />;
}
