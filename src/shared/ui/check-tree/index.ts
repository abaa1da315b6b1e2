export { CheckTree, PlainTree, type CheckTreeProps } from './CheckTree';
export {
  toCheckNodes,
  checkedLeaves,
  filterTree,
  allKeys,
  leafKeys,
  linkedCheck,
  type LinkedCheck,
  type CheckNode,
  type CheckSourceNode,
} from './check-tree';
