export { SettingsForm, type SettingsFormProps } from './SettingsForm';
export { SecretInput, type SecretInputProps } from './SecretInput';
