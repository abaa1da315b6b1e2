import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { FlupProject } from '../model/flup-list';
import { FlupForm } from './flup-form';

/** 跟进 from a project's row: the follow-up form for that project; the list refetches after a save. */
export function AddFlupPanel({ row, onClose, refetch }: RowPanelProps<FlupProject>) {
  return (
    <FlupForm
      scope={row}
      onClose={onClose}
      onSaved={() => {
        onClose();
        void refetch();
      }}
    />
  );
}
