import { code128 } from '@bwip-js/browser';
import { useEffect, useRef } from 'react';

/**
 * A Code 128 barcode of `text`, drawn into a canvas by bwip-js (only its Code 128 encoder is imported, and only
 * with the labels' chunk). Drawn at 3 pixels a module, so that a label printed 80 mm wide keeps sharp bars.
 */
export function Barcode({ text, className }: { text: string; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) code128(canvas.current, { bcid: 'code128', text, scale: 3, height: 12 });
  }, [text]);
  return <canvas ref={canvas} className={className} role="img" aria-label={`条码 ${text}`} />;
}
