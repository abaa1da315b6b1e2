import { pmMdCurrencyListQueryOptions, pmProjPageForQtnQueryOptions } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';

interface PickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The form's field bound to a QuerySelect: an emptied choice is '' in the form's values. */
const bound = ({ id, value, onChange, onBlur }: PickerProps) => ({
  id,
  value,
  onChange: (next: string | null) => onChange(next ?? ''),
  onBlur,
});

/** The project quoted for: the projects in progress (product.md §7.6 pageForQtn); an edited quotation's own project stays listed. */
export function QtnProjectSelect({
  current,
  qtnId,
  ...props
}: PickerProps & { current?: { id: string; label: string } | undefined; qtnId?: string | undefined }) {
  const query = pmProjPageForQtnQueryOptions({
    body: { pageNo: 1, pageSize: 100, ...(qtnId ? { refId: qtnId } : {}) },
  });
  return (
    <QuerySelect
      {...bound(props)}
      query={{
        ...query,
        select: (page) => {
          const options = page.rows.map((project) => ({ value: project.id, label: `${project.no} ${project.title}` }));
          return current && !options.some((option) => option.value === current.id)
            ? [{ value: current.id, label: current.label }, ...options]
            : options;
        },
      }}
      option={(option) => option}
      placeholder="请选择项目"
    />
  );
}

/** The currency: the enabled currencies, by ISO code. */
export function QtnCurrencySelect(props: PickerProps) {
  return (
    <QuerySelect
      {...bound(props)}
      query={pmMdCurrencyListQueryOptions({ body: {} })}
      option={(currency) => ({
        value: currency.code,
        label: `${currency.code} ${currency.name}（${currency.symbol}）`,
      })}
      placeholder="请选择币种"
    />
  );
}
