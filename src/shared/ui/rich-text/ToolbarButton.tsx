import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

interface ToolbarButtonProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}

/** One toolbar command: an icon with its Chinese name as tooltip and accessible name. */
export function ToolbarButton({ label, icon, active, disabled, loading, onClick }: ToolbarButtonProps) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.4}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        ghost={active}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        loading={loading}
        // Keep the editor's selection: the button must not take the focus on mouse down.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}
