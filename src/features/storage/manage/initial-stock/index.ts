export { InitialStockPage } from './ui/InitialStockPage';
