export { TabTitleContext, useTabTitle } from './tab-title';
export { KnownScreensContext, useKnownScreens } from './known-screens';
