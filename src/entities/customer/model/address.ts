/** A customer address as one line: 江苏省无锡市新吴区长江路 58 号…. */
export function addressText(address: {
  province?: string | null;
  city?: string | null;
  district?: string | null;
  detail?: string | null;
}): string {
  return [address.province, address.city, address.district, address.detail].filter(Boolean).join('');
}
