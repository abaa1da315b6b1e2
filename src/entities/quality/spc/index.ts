export { XBAR_R_FACTORS, isSubgroupSize, type SubgroupSize } from './model/constants';
export { xbarR, capability, SpcInputError, type SpecLimits, type XbarR, type XbarRPoint } from './model/xbar-r';
