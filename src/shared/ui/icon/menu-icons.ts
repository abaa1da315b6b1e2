import * as MENU_ICON_SET from './menu-icon-set';
import type { ComponentType } from 'react';

/**
 * Icons that server-sent menus and products may name. A curated set, not all of @ant-design/icons: the whole set
 * would add hundreds of KB to the shell (architecture.md §9). A name outside it renders the default icon.
 */
export const MENU_ICONS: Readonly<Record<string, ComponentType>> = MENU_ICON_SET;
