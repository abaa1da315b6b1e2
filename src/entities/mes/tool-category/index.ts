export { ToolCategorySelect, type ToolCategorySelectProps } from './ui/ToolCategorySelect';
export { LIFE_MODES, lifeModeTitle, lifeUnit, type LifeMode } from './model/life-mode';
