import { ArrowRightOutlined } from '@ant-design/icons';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { CAPTCHA_IMAGE_SIZE, clampOffset, puzzlePoint, type Point } from '../../lib/captcha-geometry';
import type { Captcha } from '../../model/captcha-picture';
import styles from './Captcha.module.css';

interface BlockPuzzleProps {
  captcha: Captcha;
  disabled: boolean;
  onAnswer: (point: Point) => void;
  children?: ReactNode;
}

const KNOB_WIDTH = 40;

/** Slider captcha: drag the knob (or use the arrow keys) until the piece fills the gap, then let go. */
export function BlockPuzzle({ captcha, disabled, onAnswer, children }: BlockPuzzleProps) {
  // Sizes as shown (measured when the pictures load) and the picture's own width, which the answer is scaled to.
  const [layout, setLayout] = useState({
    shownWidth: CAPTCHA_IMAGE_SIZE.width,
    imageWidth: CAPTCHA_IMAGE_SIZE.width,
    pieceWidth: 0,
  });
  const [offset, setOffset] = useState(0);
  // Drag state in refs: a fast drag moves and ends before React re-renders with the previous event.
  const latest = useRef(0);
  const grab = useRef<number | undefined>(undefined);
  const [dragging, setDragging] = useState(false);

  const move = (to: number) => {
    latest.current = clampOffset(to, layout.shownWidth, Math.max(layout.pieceWidth, KNOB_WIDTH));
    setOffset(latest.current);
  };
  const answer = () => onAnswer(puzzlePoint(latest.current, layout.shownWidth, layout.imageWidth));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    grab.current = event.clientX - latest.current;
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (grab.current !== undefined) move(event.clientX - grab.current);
  };
  const onPointerUp = () => {
    if (grab.current === undefined) return;
    grab.current = undefined;
    setDragging(false);
    if (latest.current > 0) answer();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = event.shiftKey ? 10 : 2;
    if (event.key === 'ArrowRight') move(offset + step);
    else if (event.key === 'ArrowLeft') move(offset - step);
    else if (event.key === 'Enter' || event.key === ' ') answer();
    else return;
    event.preventDefault();
  };

  return (
    <>
      <div className={styles.stage}>
        <img
          className={styles.picture}
          src={captcha.originalImageBase64}
          alt="验证码背景图"
          draggable={false}
          onLoad={({ currentTarget: image }) =>
            setLayout((now) => ({
              ...now,
              shownWidth: image.clientWidth,
              imageWidth: image.naturalWidth || CAPTCHA_IMAGE_SIZE.width,
            }))
          }
        />
        {captcha.jigsawImageBase64 && (
          <img
            className={styles.piece}
            style={{ left: offset }}
            src={captcha.jigsawImageBase64}
            alt="拼图块"
            draggable={false}
            onLoad={({ currentTarget: image }) => setLayout((now) => ({ ...now, pieceWidth: image.clientWidth }))}
          />
        )}
        {children}
      </div>
      <div className={styles.track}>
        {offset > 0 && <div className={styles.fill} style={{ width: offset + KNOB_WIDTH }} />}
        {offset === 0 && '向右拖动滑块填充拼图'}
        <div
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label="拖动滑块完成拼图"
          aria-valuemin={0}
          aria-valuemax={Math.round(layout.shownWidth)}
          aria-valuenow={Math.round(offset)}
          aria-disabled={disabled}
          className={`${styles.knob} ${dragging ? styles.dragging : ''}`}
          style={{ left: offset }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <ArrowRightOutlined />
        </div>
      </div>
    </>
  );
}
