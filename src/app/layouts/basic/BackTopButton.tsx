import { FloatButton } from 'antd';

export function BackTopButton() {
  return (
    <FloatButton.BackTop
      visibilityHeight={0}
      tooltip="回到顶部"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
