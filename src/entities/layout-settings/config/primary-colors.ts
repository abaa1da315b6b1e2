/** The preset primary colours of the settings drawer (antd's palette, with the names users know from Ant Design Pro). */
export const PRIMARY_COLOR_PRESETS: readonly { name: string; color: string }[] = [
  { name: '拂晓蓝（默认）', color: '#1677ff' },
  { name: '薄暮', color: '#f5222d' },
  { name: '火山', color: '#fa541c' },
  { name: '日暮', color: '#faad14' },
  { name: '明青', color: '#13c2c2' },
  { name: '极光绿', color: '#52c41a' },
  { name: '极客蓝', color: '#2f54eb' },
  { name: '酱紫', color: '#722ed1' },
];
