import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { QueryFailure } from '@/shared/ui/load-failure';
import { StatusBadge } from './StatusBadge';
import { type opCorpReg, useOpCorpRegPage } from '@/shared/api';
import { LOGIN_PATH } from '@/shared/config';
import type { RowOf } from '@/shared/ui/crud-screen';
import { isEditable } from '../model/corp-reg-status';
import { REGISTER_BASE, RegisterArea } from './RegisterArea';
import styles from './RegisterArea.module.css';

const columns: TableColumnsType<RowOf<typeof opCorpReg>> = [
  { dataIndex: 'corpName', title: '企业名称' },
  { dataIndex: 'uscc', title: '统一社会信用代码', width: 200 },
  {
    dataIndex: 'status',
    title: '状态',
    width: 110,
    render: (status: RowOf<typeof opCorpReg>['status']) => <StatusBadge status={status} />,
  },
  { dataIndex: 'submitTime', title: '提交时间', width: 180, render: (time: string | null) => time ?? '未提交' },
  { dataIndex: 'auditRemark', title: '审核意见', ellipsis: true, render: (remark: string | null) => remark ?? '-' },
  {
    key: 'actions',
    title: '操作',
    width: 170,
    render: (_, row) => (
      <span className={styles.actions} style={{ justifyContent: 'flex-start' }}>
        {isEditable(row.status) && <Link to={`${REGISTER_BASE}/update?id=${row.id}`}>继续填写</Link>}
        <Link to={`${REGISTER_BASE}/detail?id=${row.id}`}>查看</Link>
      </span>
    ),
  },
];

/** /register (product.md §2.1): the applicant's registrations with their state, and what each state allows. */
export function RegisterIndexPage() {
  return (
    <RegisterArea title="企业注册" back={LOGIN_PATH}>
      <RegisterList />
    </RegisterArea>
  );
}

function RegisterList() {
  const navigate = useNavigate();
  const page = useOpCorpRegPage({ query: { pageNo: 1, pageSize: 50, sortField: 'createTime', sortOrder: 'descend' } });
  return (
    <section className={styles.card} aria-label="我的注册申请">
      <div className={styles.actions} style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${REGISTER_BASE}/create`)}>
          新建注册
        </Button>
      </div>
      {page.isPending && <Skeleton active />}
      <QueryFailure query={page} title="获取注册申请失败" />
      {page.data && (
        <Table<RowOf<typeof opCorpReg>>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page.data.rows}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description="还没有注册申请，点击“新建注册”开始" /> }}
        />
      )}
    </section>
  );
}
