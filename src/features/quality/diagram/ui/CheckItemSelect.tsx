import { qmItemPageQueryOptions, type QmItemPageData } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';

// The enabled measured (定量) items: only they have values to chart.
const quantitativeItems = {
  ...qmItemPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0', valueType: 'QUANTITATIVE' } }),
  select: (page: QmItemPageData) => page.rows,
};

/** 检验项目: one of the enabled measured items, shown as '编码 名称（单位）'. */
export function CheckItemSelect(props: {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}) {
  return (
    <QuerySelect
      {...props}
      query={quantitativeItems}
      option={(item) => ({
        value: item.id,
        label: `${item.code} ${item.name}${item.uomSymbol ? `（${item.uomSymbol}）` : ''}`,
      })}
      placeholder="请选择定量检验项目"
    />
  );
}
