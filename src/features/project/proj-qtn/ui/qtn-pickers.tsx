import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import {
  pmMdCurrencyListQueryOptions,
  pmProjPageForQtnQueryOptions,
  pmSalesCustomerListQueryOptions,
} from '@/shared/api';

interface PickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The project quoted for: the projects in progress (§7.6 pageForQtn); an edited quotation's own project stays listed. */
export function QtnProjectSelect({
  current,
  qtnId,
  ...props
}: PickerProps & { current?: { id: string; label: string } | undefined; qtnId?: string | undefined }) {
  const projects = useQuery(
    pmProjPageForQtnQueryOptions({ body: { pageNo: 1, pageSize: 100, ...(qtnId ? { refId: qtnId } : {}) } }),
  );
  const options = (projects.data?.rows ?? []).map((project) => ({
    value: project.id,
    label: `${project.no} ${project.title}`,
  }));
  if (current && !options.some((option) => option.value === current.id))
    options.unshift({ value: current.id, label: current.label });
  return <Picker {...props} options={options} loading={projects.isPending} placeholder="请选择项目" />;
}

/** The customer: the enabled sales customers. */
export function QtnCustomerSelect(props: PickerProps) {
  const customers = useQuery(pmSalesCustomerListQueryOptions({ body: {} }));
  const options = (customers.data ?? []).map((customer) => ({
    value: customer.id,
    label: `${customer.name}（${customer.level} 类）`,
  }));
  return <Picker {...props} options={options} loading={customers.isPending} placeholder="请选择客户" />;
}

/** The currency: the enabled currencies, by ISO code. */
export function QtnCurrencySelect(props: PickerProps) {
  const currencies = useQuery(pmMdCurrencyListQueryOptions({ body: {} }));
  const options = (currencies.data ?? []).map((currency) => ({
    value: currency.code,
    label: `${currency.code} ${currency.name}（${currency.symbol}）`,
  }));
  return <Picker {...props} options={options} loading={currencies.isPending} placeholder="请选择币种" />;
}

function Picker({
  id,
  value,
  onChange,
  onBlur,
  options,
  loading,
  placeholder,
}: PickerProps & { options: { value: string; label: string }[]; loading: boolean; placeholder: string }) {
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange(next ?? '')}
      onBlur={onBlur}
      options={options}
      loading={loading}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
