export { truncateAt, logoTitleLimit, PROJECT_TITLE_LIMIT } from './truncate';
