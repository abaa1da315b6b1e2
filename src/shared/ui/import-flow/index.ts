export { ImportButton, type ImportButtonProps, type ImportCall } from './ImportButton';
export { IMPORT_MESSAGES, checkOutcome, type CheckOutcome } from './import-rules';
