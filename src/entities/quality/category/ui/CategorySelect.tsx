import { qmCategoryListQueryOptions } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';

export interface CategorySelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

const enabledCategories = qmCategoryListQueryOptions({ body: { status: '0' } });

/** One of the enabled 检验类别 (a disabled one takes no new standards), shown as 'IQC 来料检验'. */
export function CategorySelect({ placeholder = '请选择检验类别', ...props }: CategorySelectProps) {
  return (
    <QuerySelect
      {...props}
      query={enabledCategories}
      option={(category) => ({ value: category.id, label: `${category.code} ${category.name}` })}
      placeholder={placeholder}
    />
  );
}
