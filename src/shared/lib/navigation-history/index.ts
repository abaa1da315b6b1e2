export { HISTORY_CAP, HISTORY_EXCLUDED_PREFIXES, recordVisit, goBack, isRecorded } from './navigation-history';
export { navigationHistory } from './history-store';
