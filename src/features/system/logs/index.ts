export { OpLogListPage, VisLogListPage } from './ui/LogListPages';
