export { ItemList, type ItemListProps } from './ItemList';
