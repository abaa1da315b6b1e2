import { Select } from 'antd';
import { useMfgTaskPage } from '@/shared/api';

const OPEN_TASKS = { body: { pageNo: 1, pageSize: 100, status: 'RUNNING,PAUSED' } };

/** 生产任务 of a 补录: the running and paused tasks. */
export function TaskSelect({
  value,
  onChange,
  onBlur,
}: {
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
}) {
  const { data, isFetching } = useMfgTaskPage(OPEN_TASKS);
  const options = (data?.rows ?? []).map((t) => ({
    value: t.id,
    label: `${t.code} ${t.processName}（${t.lineCode}）`,
  }));
  return (
    <Select
      id="taskId"
      value={value || undefined}
      onChange={onChange}
      onBlur={onBlur}
      options={options}
      loading={isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择进行中的任务"
    />
  );
}
