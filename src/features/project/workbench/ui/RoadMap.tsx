import { theme, Tooltip, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { type PhaseOption, ProjStatusBadge, projectPath } from '@/entities/project';
import { PHASE_STATE_TITLES, phaseColors } from '../model/phase-colors';
import { type RoadMapPhase, type RoadMapProject, roadMapLayout } from '../model/road-map';
import styles from './RoadMap.module.css';

interface RoadMapProps {
  projects: readonly RoadMapProject[];
  phases: readonly PhaseOption[] | undefined;
  today: string;
  /** Only these months (the workbench's view around today); default: every month of the projects. */
  window?: { from: string; to: string };
  /** Narrower labels, no state badge. */
  compact?: boolean;
}

/** A span narrower than this (percent of the axis) carries no text: its tooltip says what it is. */
const LABEL_MIN_WIDTH = 3;

function spanText(phase: RoadMapPhase) {
  return `${phase.phaseName}（${phase.phaseCode}）${phase.startDate} ~ ${phase.endDate}，${PHASE_STATE_TITLES[phase.phaseState]}`;
}

/** 路线图: each project a row, its phases as coloured spans over the months (done solid, planned dashed), today marked. */
export function RoadMap({ projects, phases, today, window, compact }: RoadMapProps) {
  const { token } = theme.useToken();
  const layout = roadMapLayout(projects, today, window);
  const colorOf = phaseColors(phases);
  const dense = layout.months.length > 15;
  const vars = {
    '--rm-border': token.colorBorderSecondary,
    '--rm-today': token.colorError,
    '--label-width': compact ? '220px' : '300px',
  } as CSSProperties;

  const spanStyle = (phase: RoadMapPhase, left: number, width: number): CSSProperties => {
    const color = colorOf(phase.phaseCode);
    const position = { left: `${left}%`, width: `${width}%` };
    if (phase.phaseState === 'PLANNED')
      return { ...position, color, borderColor: color, background: token.colorBgContainer };
    return {
      ...position,
      color: token.colorWhite,
      background: color,
      ...(phase.phaseState === 'ACTIVE'
        ? { boxShadow: `0 0 0 2px ${token.colorBgContainer}, 0 0 0 3px ${color}` }
        : {}),
    };
  };

  return (
    <div className={styles.roadMap} style={vars}>
      <div className={styles.line} aria-hidden>
        <span />
        <div className={styles.axisRow}>
          {layout.years.map((y) => (
            <div key={y.year} className={styles.axisCell} style={{ left: `${y.left}%`, width: `${y.width}%` }}>
              <Typography.Text strong>{y.year} 年</Typography.Text>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.line} aria-hidden>
        <span />
        <div className={styles.axisRow}>
          {layout.months.map((m) => (
            <div
              key={`${m.year}-${m.month}`}
              className={styles.axisCell}
              style={{ left: `${m.left}%`, width: `${m.width}%` }}
            >
              <Typography.Text type="secondary">{dense ? m.month : `${m.month}月`}</Typography.Text>
            </div>
          ))}
        </div>
      </div>
      <ul aria-label="项目路线图" style={{ listStyle: 'none', margin: 0, padding: 0, position: 'relative' }}>
        {layout.rows
          // A view of some months leaves out the projects with nothing in them.
          .filter((row) => !window || row.spans.length > 0)
          .map(({ project, spans }) => (
            <li key={project.id} className={styles.line}>
              <div className={styles.label}>
                <Link to={projectPath('index', project.id)}>{project.no}</Link>
                <span className={styles.labelTitle} title={project.title}>
                  {project.title}
                </span>
                {!compact && <ProjStatusBadge status={project.projStatus} />}
              </div>
              <div className={styles.track}>
                {layout.months.map((m) => (
                  <div key={`${m.year}-${m.month}`} className={styles.gridLine} style={{ left: `${m.left}%` }} />
                ))}
                {spans.map(({ phase, left, width }) => (
                  <Tooltip key={phase.phaseCode} title={spanText(phase)}>
                    <div
                      role="img"
                      aria-label={`${project.no} ${spanText(phase)}`}
                      className={[
                        styles.span,
                        phase.phaseState === 'ACTIVE' ? styles.active : '',
                        phase.phaseState === 'PLANNED' ? styles.planned : '',
                      ].join(' ')}
                      style={spanStyle(phase, left, width)}
                    >
                      {width >= LABEL_MIN_WIDTH ? phase.phaseCode : null}
                    </div>
                  </Tooltip>
                ))}
                {layout.today !== undefined && <div className={styles.today} style={{ left: `${layout.today}%` }} />}
              </div>
            </li>
          ))}
      </ul>
      {layout.today !== undefined && (
        <div className={styles.line} aria-hidden>
          <span />
          <div className={styles.axisRow}>
            <Typography.Text type="danger" className={styles.todayLabel} style={{ left: `${layout.today}%` }}>
              今天 {today}
            </Typography.Text>
          </div>
        </div>
      )}
      <RoadMapLegend phases={phases} colorOf={colorOf} />
    </div>
  );
}

function RoadMapLegend({
  phases,
  colorOf,
}: {
  phases: readonly PhaseOption[] | undefined;
  colorOf: (code: string) => string;
}) {
  const { token } = theme.useToken();
  return (
    <div className={styles.legend}>
      {(phases ?? []).map((phase) => (
        <span key={phase.code}>
          <span className={styles.swatch} style={{ background: colorOf(phase.code) }} />
          {phase.name}（{phase.code}）
        </span>
      ))}
      <span>
        <span className={styles.swatch} style={{ border: `1px dashed ${token.colorTextSecondary}` }} />
        虚线：计划中
      </span>
      <span>
        <span className={styles.swatch} style={{ width: 2, background: token.colorError }} />
        今天
      </span>
    </div>
  );
}
