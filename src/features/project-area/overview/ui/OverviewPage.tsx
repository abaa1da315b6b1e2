import { Card, Col, Progress, Row, Skeleton, Steps } from 'antd';
import { ProjectScoped, useProjectDetail } from '@/entities/project';
import { usePmProjStatistic } from '@/shared/api';
import { LoadFailure, queryFailure } from '@/shared/ui/load-failure';
import { phaseStepStatus } from '../model/overview';
import { BudgetCard } from './BudgetCard';
import { CountCards } from './CountCards';
import { KeyDatesCard } from './KeyDatesCard';
import { RioCard } from './RioCard';
import styles from './OverviewPage.module.css';

function OverviewBody({ projId }: { projId: string }) {
  const statistic = usePmProjStatistic({ query: { id: projId } });
  const project = useProjectDetail(projId);
  const data = statistic.data;
  // A success without the overview it asked for (`data: null`, no phases) is a failure said in place, not a blank tab.
  const failure = queryFailure(statistic, (d) => Array.isArray(d.phases));
  if (failure) return <LoadFailure message={`获取项目概览失败：${failure}`} onRetry={() => void statistic.refetch()} />;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const info = project.data;
  const current = data.phases.findIndex((p) => p.phaseState === 'CURRENT');
  return (
    <div className={styles.root}>
      <Card size="small" title="项目进度">
        <div className={styles.progress}>
          <div className={styles.overall}>
            <Progress type="circle" percent={data.progress} size={112} aria-label="总体进度" />
            <span className={styles.overallLabel}>总体进度</span>
            {info && (
              <span className={styles.meta}>
                项目经理 {info.pmUserName} · {info.startDate} 至 {info.planEndDate}
              </span>
            )}
          </div>
          <Steps
            className={styles.steps}
            size="small"
            current={current < 0 ? data.phases.length : current}
            items={data.phases.map((phase) => ({
              title: `${phase.phaseCode} ${phase.phaseName}`,
              status: phaseStepStatus(phase),
              content: (
                <span className={phase.phaseState === 'CURRENT' ? styles.currentPhase : undefined}>
                  {phase.progress}%{phase.phaseState === 'CURRENT' ? '（当前阶段）' : ''}
                  <br />
                  {phase.planEndDate ? `计划 ${phase.planEndDate}` : ''}
                </span>
              ),
            }))}
          />
        </div>
      </Card>
      <CountCards projId={projId} counts={data.counts} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <KeyDatesCard keyDates={data.keyDates} />
        </Col>
        <Col xs={24} xl={8}>
          <RioCard rio={data.rioByType} open={data.counts.rioOpen} />
        </Col>
        <Col xs={24} xl={8}>
          <BudgetCard statistic={data} />
        </Col>
      </Row>
    </div>
  );
}

/** 项目概览: progress by stage gate, key dates, counts, open RIO, budget against actual. */
export function OverviewPage() {
  return <ProjectScoped>{(projId) => <OverviewBody projId={projId} />}</ProjectScoped>;
}
