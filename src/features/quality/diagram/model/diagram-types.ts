import type {
  QmDiagramGetLarTrendData,
  QmDiagramGetLarTrendVariables,
  QmDiagramGetMeasurementsData,
  QmDiagramGetMeasurementsVariables,
  QmDiagramGetParetoData,
  QmDiagramGetParetoVariables,
} from '@/shared/api';

export type Pareto = QmDiagramGetParetoData;
export type ParetoItem = Pareto['items'][number];
export type ParetoBody = QmDiagramGetParetoVariables['body'];
export type LarTrend = QmDiagramGetLarTrendData;
export type LarBody = QmDiagramGetLarTrendVariables['body'];
export type Measurements = QmDiagramGetMeasurementsData;
export type MeasurementBody = QmDiagramGetMeasurementsVariables['body'];
