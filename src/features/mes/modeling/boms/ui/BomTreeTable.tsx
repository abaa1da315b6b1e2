import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { MfgBom } from '../model/bom-state';
import { formatQuantity, type BomNode, type LineDraft } from '../model/bom-tree';

export interface BomTreeTableProps {
  bom: MfgBom;
  tree: BomNode;
  expanded: string[];
  onExpand: (keys: string[]) => void;
  readOnly: boolean;
  onAdd: (node: BomNode) => void;
  onEdit: (line: LineDraft) => void;
  onRemove: (line: LineDraft) => void;
  onWhereUsed: (line: LineDraft) => void;
  /** '将同时删除其下 3 个子件' for the confirmation. */
  removeNote: (line: LineDraft) => string;
}

/** The BOM as a tree table: the product at level 0, its lines below, expandable one by one or all at once. */
export function BomTreeTable({
  bom,
  tree,
  expanded,
  onExpand,
  readOnly,
  onAdd,
  onEdit,
  onRemove,
  onWhereUsed,
  removeNote,
}: BomTreeTableProps) {
  const of = <T,>(node: BomNode, line: (l: LineDraft) => T, root: T) => (node.line ? line(node.line) : root);
  const columns: ColumnsType<BomNode> = [
    { key: 'code', title: '物料编码', width: 230, render: (_v, n) => of(n, (l) => l.materialCode, bom.materialCode) },
    { key: 'level', title: '层级', width: 56, align: 'center', render: (_v, n) => n.level },
    { key: 'name', title: '名称', width: 120, render: (_v, n) => of(n, (l) => l.materialName, bom.materialName) },
    {
      key: 'qty',
      title: '用量',
      width: 90,
      align: 'right',
      render: (_v, n) => of(n, (l) => formatQuantity(l.quantity, l.uomPrecision), `基本 ${bom.baseQty}`),
    },
    { key: 'uom', title: '单位', width: 56, render: (_v, n) => of(n, (l) => l.uomName, bom.uomName) },
    { key: 'loss', title: '损耗率 %', width: 84, align: 'right', render: (_v, n) => of(n, (l) => l.lossRate, null) },
    {
      key: 'keyPart',
      title: '关键件',
      width: 70,
      align: 'center',
      render: (_v, n) => of(n, (l) => (l.keyPart ? <Tag color="red">关键</Tag> : null), null),
    },
    { key: 'process', title: '工序', width: 110, render: (_v, n) => of(n, (l) => l.processName, null) },
    {
      key: 'spec',
      title: '规格',
      width: 190,
      ellipsis: true,
      render: (_v, n) => of(n, (l) => l.specification, bom.specification),
    },
    { key: 'positions', title: '位号', width: 90, ellipsis: true, render: (_v, n) => of(n, (l) => l.positions, null) },
    {
      key: 'actions',
      title: '操作',
      width: readOnly ? 70 : 220,
      fixed: 'right',
      render: (_v, n) => {
        const { line } = n;
        const name = line ? line.materialCode : bom.materialCode;
        return (
          <Space size={0}>
            {!readOnly && (
              <Button type="link" size="small" aria-label={`添加子件：${name}`} onClick={() => onAdd(n)}>
                添加子件
              </Button>
            )}
            {!readOnly && line && (
              <Button type="link" size="small" aria-label={`编辑：${name}`} onClick={() => onEdit(line)}>
                编辑
              </Button>
            )}
            {!readOnly && line && (
              <Popconfirm
                title={`确认删除 ${name} 吗？`}
                description={removeNote(line)}
                okText="删除"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() => onRemove(line)}
              >
                <Button type="link" size="small" danger aria-label={`删除：${name}`}>
                  删除
                </Button>
              </Popconfirm>
            )}
            {line && (
              <Button type="link" size="small" aria-label={`反查：${name}`} onClick={() => onWhereUsed(line)}>
                反查
              </Button>
            )}
          </Space>
        );
      },
    },
  ];
  return (
    <Table<BomNode>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={[tree]}
      pagination={false}
      scroll={{ x: 1300 }}
      expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => onExpand(keys as string[]) }}
    />
  );
}
