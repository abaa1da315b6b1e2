export { CorpChangeListPage } from './ui/CorpChangeListPage';
