import { useState, type MouseEvent, type ReactNode } from 'react';
import { CAPTCHA_IMAGE_SIZE, clickPoint, type Point, type Size } from '../../lib/captcha-geometry';
import type { Captcha } from '../../model/captcha-picture';
import styles from './Captcha.module.css';

interface ClickWordProps {
  captcha: Captcha;
  disabled: boolean;
  onAnswer: (points: Point[]) => void;
  children?: ReactNode;
}

/** Click-word captcha: click the given characters in the picture in order; the last click sends the answer. */
export function ClickWord({ captcha, disabled, onAnswer, children }: ClickWordProps) {
  const words = captcha.wordList ?? [];
  const [clicks, setClicks] = useState<Point[]>([]);
  const [imageSize, setImageSize] = useState<Size>(CAPTCHA_IMAGE_SIZE);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled || clicks.length >= words.length) return;
    const box = event.currentTarget.getBoundingClientRect();
    const next = [...clicks, { x: event.clientX - box.left, y: event.clientY - box.top }];
    setClicks(next);
    if (next.length === words.length) {
      const display = { width: box.width, height: box.height };
      onAnswer(next.map((point) => clickPoint(point, display, imageSize)));
    }
  };

  return (
    <>
      <div
        className={`${styles.stage} ${styles.clickable}`}
        onClick={onClick}
        role="img"
        aria-label={`文字点选验证码：请依次点击 ${words.join(' ')}`}
      >
        <img
          className={styles.picture}
          src={captcha.originalImageBase64}
          alt=""
          draggable={false}
          onLoad={(event) => {
            const image = event.currentTarget;
            setImageSize({
              width: image.naturalWidth || CAPTCHA_IMAGE_SIZE.width,
              height: image.naturalHeight || CAPTCHA_IMAGE_SIZE.height,
            });
          }}
        />
        {clicks.map((point, index) => (
          <span key={index} className={styles.marker} style={{ left: point.x, top: point.y }}>
            {index + 1}
          </span>
        ))}
        {children}
      </div>
      <div className={styles.prompt}>
        请依次点击<strong>{words.join(' ')}</strong>
      </div>
    </>
  );
}
