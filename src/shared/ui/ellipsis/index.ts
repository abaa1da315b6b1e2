export { Ellipsis } from './Ellipsis';
