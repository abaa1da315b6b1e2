export { LayoutSettingsButton } from './ui/LayoutSettingsButton';
