import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Calendar, ConfigProvider, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import {
  DOWNTIME_STATUSES,
  DOWNTIME_TYPES,
  downtimeTarget,
  optionOf,
  type PlannedDowntime,
} from '@/entities/mes/equipment';
import { DATE_FORMAT } from '@/shared/config';
import { downtimesOn, timeSpan } from '../model/month-days';

interface DowntimeCalendarProps {
  month: Dayjs;
  downtimes: readonly PlannedDowntime[];
  onMonthChange: (month: Dayjs) => void;
  /** A day clicked (not a downtime on it): a new downtime on that day. */
  onDayClick?: ((day: string) => void) | undefined;
  onOpen: (downtime: PlannedDowntime) => void;
  /** 今天, the list toggle… at the right of the month title. */
  extra: ReactNode;
}

function DowntimeTag({ downtime, onOpen }: { downtime: PlannedDowntime; onOpen: (d: PlannedDowntime) => void }) {
  const type = optionOf(DOWNTIME_TYPES, downtime.type);
  const cancelled = downtime.status === 'CANCELLED';
  const typeTitle = type?.title ?? downtime.type;
  // The cell is narrow: type, code and time on the tag; the line's or machine's name in the tooltip and to screen readers.
  const short = `${typeTitle} ${downtime.lineCode ?? downtime.equipCode ?? ''} ${timeSpan(downtime)}`;
  // The accessible name starts with the visible text (axe: label-content-name-mismatch).
  const label = `${short}（${downtimeTarget(downtime)}）`;
  return (
    <Tooltip
      title={[label, optionOf(DOWNTIME_STATUSES, downtime.status)?.title, downtime.description]
        .filter(Boolean)
        .join(' · ')}
    >
      <Tag
        color={cancelled ? 'default' : type?.color}
        style={{
          display: 'block',
          marginInlineEnd: 0,
          marginBottom: 2,
          cursor: 'pointer',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          textDecoration: cancelled ? 'line-through' : undefined,
        }}
        role="button"
        tabIndex={0}
        aria-label={label}
        onClick={(event) => {
          // The tag opens its downtime; the day under it must not open a new one.
          event.stopPropagation();
          onOpen(downtime);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onOpen(downtime);
        }}
      >
        {short}
      </Tag>
    </Tooltip>
  );
}

/** The month's planned downtimes, each day's as small tags; the month title with its own arrows (no year/month selects). */
export function DowntimeCalendar({
  month,
  downtimes,
  onMonthChange,
  onDayClick,
  onOpen,
  extra,
}: DowntimeCalendarProps) {
  const { token } = theme.useToken();
  const today = dayjs();
  return (
    // The neighbouring months' day numbers are drawn in the disabled grey (1.8:1): secondary text keeps them readable.
    <ConfigProvider theme={{ token: { colorTextDisabled: token.colorTextSecondary } }}>
      <Calendar
        // Today is marked in its month; another month shows from its first day.
        value={today.isSame(month, 'month') ? today : month}
        onSelect={(date, { source }) => {
          if (source !== 'date') return;
          if (!date.isSame(month, 'month')) onMonthChange(date);
          onDayClick?.(date.format(DATE_FORMAT.date));
        }}
        headerRender={() => (
          <Flex justify="space-between" align="center" style={{ paddingBottom: 12 }}>
            <Flex align="center" gap={8}>
              <Button
                icon={<LeftOutlined />}
                aria-label="上个月"
                onClick={() => onMonthChange(month.subtract(1, 'month'))}
              />
              <Typography.Title level={5} style={{ margin: 0, minWidth: 110, textAlign: 'center' }}>
                {month.format('YYYY 年 M 月')}
              </Typography.Title>
              <Button
                icon={<RightOutlined />}
                aria-label="下个月"
                onClick={() => onMonthChange(month.add(1, 'month'))}
              />
            </Flex>
            {extra}
          </Flex>
        )}
        cellRender={(date, info) => {
          if (info.type !== 'date') return info.originNode;
          return downtimesOn(date.format(DATE_FORMAT.date), downtimes).map((d) => (
            <DowntimeTag key={d.id} downtime={d} onOpen={onOpen} />
          ));
        }}
      />
    </ConfigProvider>
  );
}
