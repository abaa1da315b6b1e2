import { useQuery } from '@tanstack/react-query';
import {
  pmMdPhaseListQueryOptions,
  pmMdProductFamilyListQueryOptions,
  type PmMdPhaseListData,
  type PmMdProductFamilyListData,
} from '@/shared/api';

export type PhaseOption = PmMdPhaseListData[number];
export type ProductFamilyOption = PmMdProductFamilyListData[number];

// Master data that changes seldom: one list per session page, shared by filters, forms and the road map.
const phases = { ...pmMdPhaseListQueryOptions({ body: {} }), staleTime: 5 * 60_000 };
export const productFamiliesQuery = { ...pmMdProductFamilyListQueryOptions({ body: {} }), staleTime: 5 * 60_000 };

/** The enabled project phases (P0 立项 … P6 量产), in their order, with their road-map colour. */
export function usePhaseOptions() {
  return useQuery(phases);
}

/** The enabled product families. */
export function useProductFamilyOptions() {
  return useQuery(productFamiliesQuery);
}
