export { KnownScreensContext, TabTitleContext, useKnownScreens, useTabTitle } from './tab-title';
