import { Button, Tooltip } from 'antd';
import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

/** How a menu button was first used: 'focused' means it had the focus, so the remounted one takes it back. */
type MenuUse = 'unused' | 'clicked' | 'focused';
const firstUse = (event: MouseEvent<HTMLElement>): MenuUse =>
  document.activeElement === event.currentTarget ? 'focused' : 'clicked';

export interface MenuButton {
  /** The icon button with its tooltip (hidden while the menu is open: near the window's top it would cover the menu). */
  button: ReactElement;
  /** false until first used: a closed antd Dropdown or Popover costs every table render a trigger of its own. */
  mounted: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** A toolbar button whose menu is mounted only once the user first opens it, and opens on that first click. */
export function useMenuButton(title: string, icon: ReactNode): MenuButton {
  const [open, setOpen] = useState(false);
  const [use, setUse] = useState<MenuUse>('unused');
  const onFirstClick = (event: MouseEvent<HTMLElement>) => {
    setUse(firstUse(event));
    setOpen(true);
  };
  const button = (
    <Tooltip title={title} open={open ? false : undefined}>
      <Button
        type="text"
        icon={icon}
        aria-label={title}
        autoFocus={use === 'focused'}
        onClick={use === 'unused' ? onFirstClick : undefined}
      />
    </Tooltip>
  );
  return { button, mounted: use !== 'unused', open, setOpen };
}
