import { describe, expect, it } from 'vitest';
import { clampOffset, clickPoint, puzzlePoint } from './captcha-geometry';

describe('clampOffset', () => {
  it('keeps the piece inside the track', () => {
    expect(clampOffset(-12, 310, 47)).toBe(0);
    expect(clampOffset(120, 310, 47)).toBe(120);
    expect(clampOffset(400, 310, 47)).toBe(263);
  });
  it('pins to 0 when the track is narrower than the piece', () => {
    expect(clampOffset(10, 30, 47)).toBe(0);
  });
});

describe('puzzlePoint', () => {
  it('is the offset itself when the picture is shown at its own size', () => {
    expect(puzzlePoint(132, 310, 310)).toEqual({ x: 132, y: 5 });
  });
  it('scales a shrunken picture back to the server’s pixels', () => {
    // Shown 280 px wide on a phone: 100 px on screen is 110.71 px of the 310 px picture.
    expect(puzzlePoint(100, 280, 310)).toEqual({ x: 110.71, y: 5 });
  });
  it('answers 0 before the picture has a width', () => {
    expect(puzzlePoint(50, 0, 310).x).toBe(0);
  });
});

describe('clickPoint', () => {
  it('scales a click to whole picture pixels', () => {
    expect(clickPoint({ x: 155, y: 77.5 }, { width: 310, height: 155 }, { width: 310, height: 155 })).toEqual({
      x: 155,
      y: 78,
    });
    expect(clickPoint({ x: 100, y: 50 }, { width: 280, height: 140 }, { width: 310, height: 155 })).toEqual({
      x: 111,
      y: 55,
    });
  });
});
