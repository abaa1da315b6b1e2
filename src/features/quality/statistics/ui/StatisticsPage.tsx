import { useQuery } from '@tanstack/react-query';
import { Card, Flex, message } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import { qmStatisticsExport, qmStatisticsQuery, qmStatisticsQueryQueryKey } from '@/shared/api';
import { saveFile } from '@/shared/lib/browser';
import { useSave } from '@/shared/ui/form';
import { QueryFailure } from '@/shared/ui/load-failure';
import { initialStatForm, statBody, type StatForm } from '../model/stat-query';
import { StatConditions } from './StatConditions';
import { StatTable } from './StatTable';

/**
 * 统计结果 (docs/design/scm-quality.md → 统计结果): the judged incoming lots of a period by supplier, material or
 * month, LAR and PPM with the top defects, and the total; 导出 writes the same table.
 */
export function StatisticsPage() {
  const { can } = usePermissions();
  const [initial] = useState(() => initialStatForm());
  const [form, setForm] = useState<StatForm>(initial);
  const body = statBody(form);
  // Quiet: a refusal (1017302, the period too long) is shown above the table.
  const stats = useQuery({
    queryKey: qmStatisticsQueryQueryKey({ body }),
    queryFn: ({ signal }) => qmStatisticsQuery({ body }, { signal, quiet: true }),
  });

  const { saving: exporting, save: exportStats } = useSave(async () => {
    void message.info('导出文件正在下载，请稍候');
    const file = await qmStatisticsExport({ body });
    saveFile(file.blob, file.filename);
  });

  const data = stats.data;
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <StatConditions
          initial={initial}
          onSearch={setForm}
          onExport={can('qmStatistics:export') ? () => void exportStats() : undefined}
          exporting={exporting}
        />
      </Card>
      <QueryFailure query={stats} title="统计失败" />
      <Card
        size="small"
        title={data ? `来料检验统计（${data.dateFrom} 至 ${data.dateTo}，按判定日期）` : '来料检验统计'}
        extra={<span>免检批另计，不计入 LAR 与 PPM；PPM 只计按件计数的批</span>}
      >
        <StatTable data={data} loading={stats.isPending} />
      </Card>
    </Flex>
  );
}
