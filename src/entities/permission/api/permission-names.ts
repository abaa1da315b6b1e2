import { useQuery } from '@tanstack/react-query';
import { idpFunctionQueryNameByCode, idpFunctionQueryNameByCodeQueryKey } from '@/shared/api';

/**
 * The display names of permission codes (product.md §7.10 lookup), in the codes' order. While loading, after a failure, or
 * where the server has no name, the code itself stands in: the panel always says which permission is missing.
 */
export function usePermissionNames(codes: readonly string[]): string[] {
  const variables = { body: { codes: [...codes] } };
  const { data } = useQuery({
    queryKey: idpFunctionQueryNameByCodeQueryKey(variables),
    // quiet: a name lookup that fails is not worth a toast; the panel falls back to the codes.
    queryFn: ({ signal }) => idpFunctionQueryNameByCode(variables, { signal, quiet: true }),
    enabled: codes.length > 0,
    staleTime: Infinity,
  });
  return codes.map((code, index) => data?.[index] || code);
}
