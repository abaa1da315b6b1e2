export { LookupsProvider, NO_LOOKUPS, useLookups, type Lookups } from './lookups';
