export { ScreenKeyProvider, useScreenKey, permissionClassOf } from './screen-key';
