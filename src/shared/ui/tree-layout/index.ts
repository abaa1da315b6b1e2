export { TreeListLayout } from './TreeListLayout';
