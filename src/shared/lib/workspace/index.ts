export { TabTitleContext, useTabTitle } from './tab-title';
