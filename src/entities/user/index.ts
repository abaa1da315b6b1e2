export { UserSelect, UserMultiSelect, type UserSelectProps, type UserMultiSelectProps } from './ui/UserSelect';
export { useUserOptions, userLabel, type UserOption } from './api/user-options';
export { BINDING_NAMES, GENDER_NAMES } from './model/labels';
