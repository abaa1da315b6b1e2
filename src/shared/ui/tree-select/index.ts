export { TreeSelect } from './TreeSelect';
