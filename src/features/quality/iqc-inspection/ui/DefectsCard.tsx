import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import {
  CLASS_NAMES,
  DefectRecordDialog,
  type DefectRecord,
  type InspectionDetail,
} from '@/entities/quality/inspection';
import { qmIqcDefectDelete } from '@/shared/api';
import { useSave } from '@/shared/ui/form';

const CLASS_COLORS = { CR: 'red', MAJ: 'orange', MIN: 'blue' } as const;

/**
 * 缺陷记录 of an inspection: the code with its class, the line, the pieces, their sample numbers and pictures;
 * recorded, edited and deleted while the inspection is at work (a judged one refuses: 1017107).
 */
export function DefectsCard({ inspection, onSaved }: { inspection: InspectionDetail; onSaved: () => void }) {
  const can = usePermissions().can;
  const editable = inspection.state === 'INSPECTING' && can('inspectionIqc:defect');
  const [editing, setEditing] = useState<{ record?: DefectRecord } | null>(null);
  const remove = useSave((id: string) => qmIqcDefectDelete({ body: { ids: [id] } }, { quiet: true }), {
    done: '已删除缺陷记录',
    failurePrefix: '删除失败：',
  });
  return (
    <Card
      title="缺陷记录"
      size="small"
      extra={
        editable && (
          <Button type="primary" onClick={() => setEditing({})}>
            记录缺陷
          </Button>
        )
      }
    >
      {remove.failure && <Tag color="error">{remove.failure}</Tag>}
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        aria-label="缺陷记录"
        dataSource={inspection.defects}
        locale={{ emptyText: '尚未记录缺陷' }}
        columns={[
          { key: 'code', title: '缺陷代码', render: (_, d) => `${d.defectCode} ${d.defectName}` },
          {
            dataIndex: 'defectClass',
            title: '等级',
            render: (_, d) => (
              <Tag color={CLASS_COLORS[d.defectClass]}>{`${d.defectClass} ${CLASS_NAMES[d.defectClass]}`}</Tag>
            ),
          },
          { dataIndex: 'itemName', title: '检验项目' },
          { dataIndex: 'qty', title: '数量', align: 'right' },
          { key: 'nos', title: '样本号', render: (_, d) => d.sampleNos.join('、') },
          { dataIndex: 'description', title: '描述', ellipsis: true },
          {
            key: 'pictures',
            title: '图片',
            render: (_, d) => (
              <Space size={4} wrap>
                {d.pictures.map((p) => (
                  <a key={p.fileId} href={p.url} target="_blank" rel="noreferrer">
                    {p.fileName}
                  </a>
                ))}
              </Space>
            ),
          },
          { key: 'who', title: '记录', render: (_, d) => `${d.recorderName} ${d.recordTime.slice(5, 16)}` },
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: '操作',
                  render: (_: unknown, d: DefectRecord) => (
                    <Space size={4}>
                      <Button type="link" size="small" onClick={() => setEditing({ record: d })}>
                        编辑
                      </Button>
                      <Popconfirm
                        title={`删除缺陷记录 ${d.defectCode} ${d.defectName}？`}
                        onConfirm={() => void remove.save(d.id).then((ok) => ok && onSaved())}
                      >
                        <Button type="link" size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <DefectRecordDialog
          inspectionId={inspection.id}
          sampleQty={inspection.sampleQty}
          lines={inspection.lines}
          {...(editing.record ? { record: editing.record } : {})}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onSaved();
          }}
        />
      )}
    </Card>
  );
}
