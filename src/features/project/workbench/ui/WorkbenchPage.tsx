import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePhaseOptions } from '@/entities/project';
import { useUserDetails } from '@/entities/session';
import {
  pmWorkbenchMyApprovalListQueryOptions,
  pmWorkbenchMyProjectListQueryOptions,
  pmWorkbenchMyRioPageQueryOptions,
  pmWorkbenchMyTaskPageQueryOptions,
  pmWorkbenchRoadMapListQueryOptions,
  pmWorkbenchSummaryQueryOptions,
} from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { greetingByHour } from '@/shared/lib/greeting';
import { Chart } from '@/shared/ui/chart';
import { QueryFailure } from '@/shared/ui/load-failure';
import { windowAround } from '../model/road-map';
import { NPD_ROUTES } from '../model/routes';
import { OPEN_RIO_STATES, OPEN_TASK_STATES } from '../model/work-states';
import { phaseBarOption, taskPieOption } from '../model/workbench-charts';
import { CountCards } from './CountCards';
import { RoadMap } from './RoadMap';
import { ApprovalTable, MyProjectTable, MyRioTable, MyTaskTable } from './WorkLists';

const LIST_SIZE = 5;
const myProjects = pmWorkbenchMyProjectListQueryOptions({ body: { projStatus: 'DRAFT,APPROVING,ONGOING,PAUSED' } });
const myTasks = pmWorkbenchMyTaskPageQueryOptions({
  body: {
    pageNo: 1,
    pageSize: LIST_SIZE,
    taskState: OPEN_TASK_STATES.join(','),
    sortField: 'planEndDate',
    sortOrder: 'ascend',
  },
});
const myRios = pmWorkbenchMyRioPageQueryOptions({
  body: {
    pageNo: 1,
    pageSize: LIST_SIZE,
    rioState: OPEN_RIO_STATES.join(','),
    sortField: 'dueDate',
    sortOrder: 'ascend',
  },
});
const approvals = pmWorkbenchMyApprovalListQueryOptions({ body: { limit: LIST_SIZE } });
const roadMap = pmWorkbenchRoadMapListQueryOptions({ body: { projStatus: 'APPROVING,ONGOING,PAUSED' } });

/** The card's way to its whole list; the name says which list (several cards say 全部). */
const more = (to: string, what: string) => (
  <Link to={to} aria-label={`全部${what}`}>
    全部
  </Link>
);

/** 新品开发工作台 (pm.newProdDevWorkPanel): the Development user's landing page (product.md §2.2): my figures, charts, lists, the road map. */
export function WorkbenchPage() {
  const user = useUserDetails().data;
  const summary = useQuery(pmWorkbenchSummaryQueryOptions());
  const projects = useQuery(myProjects);
  const tasks = useQuery(myTasks);
  const rios = useQuery(myRios);
  const docs = useQuery(approvals);
  const road = useQuery(roadMap);
  const phases = usePhaseOptions();
  const today = formatDate(new Date());

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
        {greetingByHour(new Date().getHours())}，{user?.name}
        <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal', marginLeft: 12 }}>
          今天是 {today}
        </Typography.Text>
      </Typography.Title>
      {summary.isError ? (
        <QueryFailure query={summary} title="工作台统计加载失败" />
      ) : summary.data ? (
        <>
          <CountCards summary={summary.data} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Card title="各阶段项目数" size="small" extra={more(NPD_ROUTES.projectList, '项目')}>
                <Chart
                  option={phaseBarOption(summary.data.projectsByPhase)}
                  height={260}
                  label="各阶段项目数（按项目状态堆叠）"
                />
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card title="我的任务状态" size="small" extra={more(NPD_ROUTES.myTask, '任务')}>
                <Chart option={taskPieOption(summary.data.myTasksByState)} height={260} label="我的任务按状态分布" />
              </Card>
            </Col>
          </Row>
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
      <Card title="我的项目" size="small" extra={more(NPD_ROUTES.projectList, '项目')}>
        <MyProjectTable rows={projects.data} loading={projects.isPending} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title="我的任务" size="small" extra={more(NPD_ROUTES.myTask, '任务')} style={{ height: '100%' }}>
            <MyTaskTable rows={tasks.data?.rows.slice(0, LIST_SIZE)} loading={tasks.isPending} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="我的 RIO" size="small" extra={more(NPD_ROUTES.myRio, ' RIO')} style={{ height: '100%' }}>
            <MyRioTable rows={rios.data?.rows.slice(0, LIST_SIZE)} loading={rios.isPending} />
          </Card>
        </Col>
      </Row>
      <Card title="待我审批的文档" size="small" extra={more(NPD_ROUTES.docApproval, '待审批文档')}>
        <ApprovalTable rows={docs.data?.slice(0, LIST_SIZE)} loading={docs.isPending} />
      </Card>
      <Card title="路线图" size="small" extra={more(NPD_ROUTES.roadMap, '路线图')}>
        {road.data ? (
          <RoadMap projects={road.data} phases={phases.data} today={today} window={windowAround(today, 3, 9)} compact />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </Flex>
  );
}
