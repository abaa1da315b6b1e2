import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Segmented, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import type { PlannedDowntime } from '@/entities/mes/equipment';
import { usePermissions } from '@/entities/permission';
import { mfgPlannedDowntimeDelete, mfgPlannedDowntimeListQueryOptions } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { monthRange } from '../model/month-days';
import { DowntimeCalendar } from './DowntimeCalendar';
import { DowntimeTable } from './DowntimeTable';

// The form (selects, pickers) loads when first opened.
const DowntimeDialog = lazy(() => import('./downtime-form').then((m) => ({ default: m.DowntimeDialog })));

type View = 'calendar' | 'list';
type Editing = { record?: PlannedDowntime; day?: string };

/** 计划停机 (issue 17): the month's planned downtimes of lines and machines on a calendar, or as a list. */
export function DowntimePage() {
  const { can } = usePermissions();
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const [view, setView] = useState<View>('calendar');
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = useQuery(mfgPlannedDowntimeListQueryOptions({ body: monthRange(month) }));
  const downtimes = list.data ?? [];
  const canAdd = can('mfgPlannedDowntime:add');
  const canEdit = can('mfgPlannedDowntime:edit');

  const remove = async (d: PlannedDowntime) => {
    await mfgPlannedDowntimeDelete({ body: { ids: [d.id] } });
    void message.success('已删除');
    await list.refetch();
  };
  const toolbar = (
    <Flex gap={8} align="center">
      <Button onClick={() => setMonth(dayjs().startOf('month'))}>本月</Button>
      <Segmented<View>
        aria-label="视图"
        value={view}
        onChange={setView}
        options={[
          { value: 'calendar', label: '日历' },
          { value: 'list', label: '列表' },
        ]}
      />
      {canAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          新增
        </Button>
      )}
    </Flex>
  );

  return (
    <Card>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={`计划停机加载失败：${userMessageOf(list.error)}`}
          style={{ marginBottom: 12 }}
        />
      )}
      {view === 'calendar' ? (
        <DowntimeCalendar
          month={month}
          downtimes={downtimes}
          onMonthChange={(next) => setMonth(next.startOf('month'))}
          onDayClick={canAdd ? (day) => setEditing({ day }) : undefined}
          onOpen={(record) => canEdit && setEditing({ record })}
          extra={toolbar}
        />
      ) : (
        <>
          <Flex justify="space-between" align="center" style={{ paddingBottom: 12 }}>
            <Flex gap={8} align="center">
              <Button aria-label="上个月" onClick={() => setMonth(month.subtract(1, 'month'))}>
                上个月
              </Button>
              <strong>{month.format('YYYY 年 M 月')}</strong>
              <Button aria-label="下个月" onClick={() => setMonth(month.add(1, 'month'))}>
                下个月
              </Button>
            </Flex>
            {toolbar}
          </Flex>
          <DowntimeTable
            downtimes={downtimes}
            loading={list.isPending}
            canEdit={canEdit}
            canDelete={can('mfgPlannedDowntime:delete')}
            onEdit={(record) => setEditing({ record })}
            onDelete={remove}
          />
        </>
      )}
      <Suspense fallback={null}>
        {editing && (
          <DowntimeDialog
            record={editing.record}
            day={editing.day}
            onClose={() => setEditing(null)}
            onSaved={() => void list.refetch()}
          />
        )}
      </Suspense>
    </Card>
  );
}
