import { useQuery } from '@tanstack/react-query';
import { Card, Flex, message } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import { mfgReportDailyExport, mfgReportDailyListQueryOptions } from '@/shared/api';
import { saveFile } from '@/shared/lib/browser';
import { useSave } from '@/shared/ui/form';
import { QueryFailure } from '@/shared/ui/load-failure';
import { dailyQuery, type DailyFilters, lastSevenDays } from '../model/daily-report';
import { DailyChart } from './DailyChart';
import { DailyFiltersBar } from './DailyFiltersBar';
import { DailyTable } from './DailyTable';

const initialFilters = (): DailyFilters => ({ range: lastSevenDays(), deptId: null, lineId: null, materialId: null });

/** 生产日报 (issue 17): output by day, line and product, its chart and its totals; export sends the same filters. */
export function DailyReportPage() {
  const { can } = usePermissions();
  const [initial] = useState(initialFilters);
  const [filters, setFilters] = useState(initial);
  const report = useQuery(mfgReportDailyListQueryOptions({ body: dailyQuery(filters) }));
  const rows = report.data ?? [];

  // Not quiet: the request layer says why a download failed (下载失败：…, the server's message).
  const { saving: exporting, save: exportReport } = useSave(async () => {
    void message.info('导出文件正在下载，请稍候');
    const file = await mfgReportDailyExport({ body: dailyQuery(filters) });
    saveFile(file.blob, file.filename);
  });

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <DailyFiltersBar
          initial={initial}
          onSearch={setFilters}
          onExport={can('mfgReport:export') ? () => void exportReport() : undefined}
          exporting={exporting}
        />
      </Card>
      <QueryFailure query={report} title="生产日报加载失败" />
      <Card size="small" title="计划与完成趋势">
        <DailyChart rows={rows} />
      </Card>
      <Card size="small" title="生产日报明细">
        <DailyTable rows={rows} loading={report.isPending} />
      </Card>
    </Flex>
  );
}
