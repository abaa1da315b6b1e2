import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { UserSelect } from '@/entities/user';
import { DATE_FORMAT } from '@/shared/config';
import type { ActionItemValues } from '../model/action-items';

interface ActionItemsEditorProps {
  id?: string;
  value: ActionItemValues[];
  onChange: (items: ActionItemValues[]) => void;
  onBlur: () => void;
}

type Row = ActionItemValues & { key: number };

const NEW_ITEM: ActionItemValues = { content: '', ownerUserId: '', dueDate: '' };

/** 待办事项: what was decided to do, by whom, by when; none is fine (a meeting without actions). */
export function ActionItemsEditor({ id, value, onChange, onBlur }: ActionItemsEditorProps) {
  const change = (index: number, patch: Partial<ActionItemValues>) =>
    onChange(value.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const nth = (index: number) => `第 ${index + 1} 条待办`;
  const columns: TableColumnsType<Row> = [
    { key: 'index', title: '序号', width: 56, align: 'center', render: (_v, _row, index) => index + 1 },
    {
      key: 'content',
      title: '待办事项',
      render: (_v, row, index) => (
        <Input
          aria-label={`${nth(index)}事项`}
          value={row.content}
          maxLength={200}
          onChange={(e) => change(index, { content: e.target.value })}
          onBlur={onBlur}
        />
      ),
    },
    {
      key: 'owner',
      title: '负责人',
      width: 200,
      render: (_v, row, index) => (
        <UserSelect
          id={`actionItems-${index}-owner`}
          value={row.ownerUserId}
          onChange={(userId) => change(index, { ownerUserId: userId ?? '' })}
          onBlur={onBlur}
          placeholder={`${nth(index)}负责人`}
        />
      ),
    },
    {
      key: 'dueDate',
      title: '完成期限',
      width: 150,
      render: (_v, row, index) => (
        <DatePicker
          aria-label={`${nth(index)}完成期限`}
          value={row.dueDate ? dayjs(row.dueDate, DATE_FORMAT.date) : null}
          onChange={(date) => change(index, { dueDate: date ? date.format(DATE_FORMAT.date) : '' })}
          onBlur={onBlur}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      key: 'remove',
      title: '操作',
      width: 56,
      align: 'center',
      render: (_v, _row, index) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除${nth(index)}`}
          onClick={() => onChange(value.filter((_item, at) => at !== index))}
        />
      ),
    },
  ];
  return (
    <div id={id}>
      {value.length > 0 && (
        <Table<Row>
          size="small"
          bordered
          pagination={false}
          rowKey="key"
          columns={columns}
          dataSource={value.map((item, key) => ({ ...item, key }))}
          scroll={{ x: 'max-content' }}
        />
      )}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => onChange([...value, NEW_ITEM])}
      >
        添加待办
      </Button>
    </div>
  );
}
