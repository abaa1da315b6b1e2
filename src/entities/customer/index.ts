// 客户 (docs/decisions.md → entities): master data's customers and their addresses as the screens pick them.
export { addressText } from './model/address';
export { CustomerSelect, ShipAddressSelect, SalesCustomerSelect, type CustomerSelectProps } from './ui/CustomerSelect';
