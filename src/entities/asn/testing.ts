// The ASN entity's test fixtures, for the tests of the slices that build on it (not for the app).
export { connectorsLine, igbtLine } from './testing/order-lines.fixture';
