export {
  EQUIP_TYPES,
  EQUIP_STATES,
  DOWNTIME_TYPES,
  DOWNTIME_STATUSES,
  optionOf,
  downtimeTarget,
  type Equip,
  type PlannedDowntime,
  type LabelledOption,
} from './model/equip-labels';
export { nextMaintainDate, maintenanceDue, type MaintenanceDue } from './model/maintenance-due';
export { OptionTag } from './ui/OptionTag';
export { EquipSelect, type EquipSelectProps } from './ui/EquipSelect';
