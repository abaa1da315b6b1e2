export { LICENCE_STATES, LICENCE_STATE_OPTIONS, daysUntil, periodHint, type LicenceState } from './lib/licence-state';
export { LicenceStateTag } from './ui/LicenceStateTag';
export { ModuleSelect, type ModuleSelectProps } from './ui/ModuleSelect';
export { TenantSelect, type TenantSelectProps } from './ui/TenantSelect';
