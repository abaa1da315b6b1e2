export { AA_TEXT, contrastRatio, darkenToContrast } from './contrast';
