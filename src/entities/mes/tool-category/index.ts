export { ToolCategorySelect, type ToolCategorySelectProps } from './ui/ToolCategorySelect';
export { LIFE_MODES, lifeModeTitle, lifeUnit, ratedLifeText, type LifeMode } from './model/life-mode';
