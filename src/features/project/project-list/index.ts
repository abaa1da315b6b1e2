export { ProjectListPage } from './ui/ProjectListPage';
