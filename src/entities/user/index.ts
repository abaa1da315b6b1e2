export { UserSelect, UserMultiSelect, type UserSelectProps, type UserMultiSelectProps } from './ui/UserSelect';
export { useUserOptions, userLabel, type UserOption } from './api/user-options';
