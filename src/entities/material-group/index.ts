export { legacyGroupTreeQuery } from './api/legacy-group-tree';
export { groupScreen, withGroupTree } from './ui/group-screen';
