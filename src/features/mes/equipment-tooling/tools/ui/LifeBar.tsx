import { Progress, theme } from 'antd';
import { lifeUnit } from '@/entities/mes/tool-category';
import { lifeUse } from '../model/tool-life';

/** 已用寿命 as a bar: amber from 80 %, red from 100 % (the numbers beside it say the same in words). */
export function LifeBar({
  usedLife,
  ratedLife,
  lifeMode,
}: {
  usedLife: number;
  ratedLife: number | null | undefined;
  lifeMode: string;
}) {
  const { token } = theme.useToken();
  const use = lifeUse(usedLife, ratedLife);
  if (!use) return <>不管理</>;
  const color =
    use.level === 'exceeded' ? token.colorError : use.level === 'warning' ? token.colorWarning : token.colorPrimary;
  const label = `${usedLife.toLocaleString('zh-CN')} / ${(ratedLife ?? 0).toLocaleString('zh-CN')} ${lifeUnit(lifeMode)}（${use.percent}%${use.level === 'exceeded' ? '，已超寿命' : use.level === 'warning' ? '，接近寿命' : ''}）`;
  return (
    <div title={label}>
      <Progress
        percent={Math.min(use.percent, 100)}
        showInfo={false}
        size="small"
        strokeColor={color}
        aria-label={`已用寿命 ${label}`}
      />
      <span
        style={{
          fontSize: token.fontSizeSM,
          color:
            use.level === 'normal'
              ? token.colorTextSecondary
              : color === token.colorWarning
                ? token.colorWarningText
                : token.colorErrorText,
        }}
      >
        {label}
      </span>
    </div>
  );
}
