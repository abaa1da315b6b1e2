import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, message } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermissions } from '@/entities/permission';
import { qmTraceExport, qmTraceQuery, qmTraceQueryQueryKey } from '@/shared/api';
import { saveFile } from '@/shared/lib/browser';
import { useSave } from '@/shared/ui/form';
import { QueryFailure } from '@/shared/ui/load-failure';
import { traceBody, traceFormFromUrl, traceFormProblem, type TraceForm } from '../model/trace-query';
import type { TraceBody } from '../model/trace-types';
import { LedgerTable } from './LedgerTable';
import { TraceGraph } from './TraceGraph';
import { TraceQueryForm } from './TraceQueryForm';
import { TraceTable } from './TraceTable';

/**
 * 追溯查询 (docs/design/scm-quality.md → 追溯查询): from a batch upstream to the order and downstream to the work
 * orders, finished goods and shipments; the graph, the table and the stock ledger rows it rests on.
 */
export function TracePage() {
  const { can } = usePermissions();
  const [params] = useSearchParams();
  // A link that names a batch (批次详情 → 追溯) traces it at once; the address is read once, as the form's start.
  const [initial] = useState(() => traceFormFromUrl(params));
  const [body, setBody] = useState<TraceBody | null>(() => (traceFormProblem(initial) ? null : traceBody(initial)));
  // Quiet: a refusal (1017301: no batch, nothing found) is shown above the results, not as a toast.
  const trace = useQuery({
    queryKey: qmTraceQueryQueryKey({ body: body ?? traceBody(initial) }),
    queryFn: ({ signal }) => qmTraceQuery({ body: body ?? traceBody(initial) }, { signal, quiet: true }),
    enabled: body !== null,
  });

  const { saving: exporting, save: exportTrace } = useSave(async () => {
    if (!body) return;
    void message.info('导出文件正在下载，请稍候');
    const file = await qmTraceExport({ body });
    saveFile(file.blob, file.filename);
  });

  const data = trace.data;
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <TraceQueryForm
          initial={initial}
          onSearch={(form: TraceForm) => {
            const next = traceBody(form);
            // The same query again means "look again": the stock may have moved since.
            if (body && JSON.stringify(next) === JSON.stringify(body)) void trace.refetch();
            else setBody(next);
          }}
          onExport={can('qmTrace:export') ? () => void exportTrace() : undefined}
          exporting={exporting}
          canExport={Boolean(data)}
        />
      </Card>
      <QueryFailure query={trace} title="追溯失败" />
      {!body && (
        <Card size="small">
          <Empty description="输入我方批次或供应商批次，向上游追到采购订单，向下游追到工单、成品与销售出库" />
        </Card>
      )}
      {body && !trace.isError && (
        <Card size="small" title="追溯图" loading={trace.isPending}>
          {data && data.nodes.length > 0 ? <TraceGraph trace={data} /> : <Empty description="没有追溯到单据" />}
        </Card>
      )}
      {data && (
        <Card size="small" title={`追溯表（${data.rows.length}）`}>
          <TraceTable trace={data} />
        </Card>
      )}
      {data && (
        <Card size="small" title={`库存流水（${data.ledger.length}）`}>
          <LedgerTable rows={data.ledger} />
        </Card>
      )}
    </Flex>
  );
}
