import { code128 } from '@bwip-js/browser';
import { useEffect, useRef } from 'react';

/**
 * A document number as a Code 128 barcode drawn by bwip-js (its Code 128 encoder only, in the pick list's chunk), as
 * entities/asn's labels draw theirs; 3 pixels a module keeps the bars sharp on paper.
 */
export function DocBarcode({ text }: { text: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) code128(canvas.current, { bcid: 'code128', text, scale: 3, height: 10 });
  }, [text]);
  return <canvas ref={canvas} role="img" aria-label={`条码 ${text}`} />;
}
