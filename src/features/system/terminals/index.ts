export { TerminalListPage } from './ui/TerminalListPage';
