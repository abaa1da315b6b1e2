import { Alert, Button } from 'antd';
import styles from './EditableGrid.module.css';
import type { GridColumn, GridProblem, Refusal } from './types';

interface GridMessagesProps<L> {
  refused: readonly Refusal[];
  problems: readonly GridProblem[];
  columns: readonly GridColumn<L>[];
  onCloseRefused: () => void;
  /** Moves to the cell of a problem. */
  onGoTo: (row: number, key: string | undefined) => void;
}

const SHOWN = 8;

/**
 * Above the grid: the pasted values it did not take and why (until closed), the lines' problems by line number, each
 * a way to its cell, and their warnings (which do not refuse the save) likewise in amber. The first few are listed;
 * the count says how many there are.
 */
export function GridMessages<L>({ refused, problems, columns, onCloseRefused, onGoTo }: GridMessagesProps<L>) {
  const title = (key: string | undefined) => columns.find((c) => c.key === key)?.title;
  const errors = problems.filter((p) => p.level !== 'warning');
  const warnings = problems.filter((p) => p.level === 'warning');
  return (
    <>
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: onCloseRefused }}
          title={`粘贴时有 ${refused.length} 个值没有填入，其余已填入：`}
          description={
            <ul className={styles.list}>
              {refused.slice(0, SHOWN).map((r) => (
                <li key={`${r.row}:${r.column}`}>
                  第 {r.row + 1} 行 {r.column}“{r.text}”：{r.message}
                </li>
              ))}
              {refused.length > SHOWN && <li>另有 {refused.length - SHOWN} 个</li>}
            </ul>
          }
        />
      )}
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`明细有 ${errors.length} 处需要修改：`}
          description={<ProblemList problems={errors} title={title} onGoTo={onGoTo} />}
        />
      )}
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`明细有 ${warnings.length} 处请留意（不影响保存）：`}
          description={<ProblemList problems={warnings} title={title} onGoTo={onGoTo} />}
        />
      )}
    </>
  );
}

/** The first few problems by line number, each a way to its cell; the count says how many more. */
function ProblemList({
  problems,
  title,
  onGoTo,
}: {
  problems: readonly GridProblem[];
  title: (key: string | undefined) => string | undefined;
  onGoTo: (row: number, key: string | undefined) => void;
}) {
  return (
    <ul className={styles.list}>
      {problems.slice(0, SHOWN).map((p) => (
        <li key={`${p.row}:${p.key ?? ''}`}>
          <Button type="link" size="small" className={styles.link} onClick={() => onGoTo(p.row, p.key)}>
            第 {p.row + 1} 行{title(p.key) ? ` ${title(p.key)}` : ''}：{p.message}
          </Button>
        </li>
      ))}
      {problems.length > SHOWN && <li>另有 {problems.length - SHOWN} 处</li>}
    </ul>
  );
}
