import { Tag } from 'antd';
import { SEVERITY_LOOKS, switchingText, type QmSwitchingRow } from '../model/switching-looks';

/** The severity of a supplier × material as a tag (red while its inspection is stopped). */
export function SwitchingTag({ state }: { state: Pick<QmSwitchingRow, 'severity' | 'stopped'> }) {
  return <Tag color={state.stopped ? 'red' : SEVERITY_LOOKS[state.severity].color}>{switchingText(state)}</Tag>;
}
