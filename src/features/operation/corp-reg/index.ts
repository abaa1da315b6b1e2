export { RegisterIndexPage } from './ui/RegisterIndexPage';
export { RegisterCreatePage, RegisterUpdatePage } from './ui/RegisterFormPage';
export { RegisterDetailPage } from './ui/RegisterDetailPage';
export { CorpRegQueryPage, CorpRegAuditPage } from './ui/CorpRegListPages';
