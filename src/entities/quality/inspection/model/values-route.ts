/** Where 检验值录入 opens one inspection's values grid (docs/design/scm-quality.md → 检验值录入). */
export const INSPECTION_VALUES_PATH = '/quality/inspection/values';

export const inspectionValuesRoute = (inspectionId: string) =>
  `${INSPECTION_VALUES_PATH}?id=${encodeURIComponent(inspectionId)}`;
