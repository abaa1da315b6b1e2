export { StateTag, stateOptions, type StateLook } from './StateTag';
export { STOCK_QUALITY_STATES, type StockQualityState } from './stock-quality-states';
