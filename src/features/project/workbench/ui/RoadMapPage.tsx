import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { PROJ_STATUSES, usePhaseOptions, useProductFamilyOptions } from '@/entities/project';
import { pmWorkbenchRoadMapListQueryOptions, type PmWorkbenchRoadMapListVariables } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { QueryFailure } from '@/shared/ui/load-failure';
import { RoadMap } from './RoadMap';

type RoadMapQuery = PmWorkbenchRoadMapListVariables['body'];

/** What the road map shows first: the projects being worked on or waiting. */
const DEFAULT_STATUSES = ['DRAFT', 'APPROVING', 'ONGOING', 'PAUSED'];

/** 路线图 (pm.roadMap): every project on a timeline of months, its phases as spans; by product family and state. */
export function RoadMapPage() {
  const [family, setFamily] = useState<string>();
  const [statuses, setStatuses] = useState<string[]>(DEFAULT_STATUSES);
  const body: RoadMapQuery = {
    productFamilyName: family ?? null,
    projStatus: statuses.length > 0 ? statuses.join(',') : null,
  };
  const list = useQuery(pmWorkbenchRoadMapListQueryOptions({ body }));
  const phases = usePhaseOptions();
  const families = useProductFamilyOptions();
  return (
    <Card>
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <label>
          <Typography.Text>产品族：</Typography.Text>
          <Select
            aria-label="产品族"
            allowClear
            placeholder="全部产品族"
            style={{ width: 180 }}
            value={family}
            onChange={setFamily}
            loading={families.isPending}
            options={(families.data ?? []).map((f) => ({ value: f.name, label: f.name }))}
          />
        </label>
        <label>
          <Typography.Text>项目状态：</Typography.Text>
          <Select
            aria-label="项目状态"
            mode="multiple"
            allowClear
            placeholder="全部状态"
            style={{ minWidth: 320 }}
            maxTagCount={3}
            value={statuses}
            onChange={setStatuses}
            options={PROJ_STATUSES.map((s) => ({ value: s.value, label: s.title }))}
          />
        </label>
      </Flex>
      {list.isPending ? (
        <Skeleton active />
      ) : list.isError ? (
        <QueryFailure query={list} title="路线图加载失败" />
      ) : list.data.length === 0 ? (
        <Empty description="没有符合条件的项目" />
      ) : (
        <RoadMap projects={list.data} phases={phases.data} today={formatDate(new Date())} />
      )}
    </Card>
  );
}
