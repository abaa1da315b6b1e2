export { LayoutSettingsDrawer, type LayoutSettingsDrawerProps } from './ui/LayoutSettingsDrawer';
export { LayoutSettingsButton } from './ui/LayoutSettingsButton';
