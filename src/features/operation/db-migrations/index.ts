export { MigrationListPage } from './ui/MigrationListPage';
