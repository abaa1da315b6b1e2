// Cross-import API for the production-line entity (FSD @x): the line selector filters lines by workshop.
export { deptTreeQueryOptions, deptTreeFailure } from '../api/dept-tree-query';
