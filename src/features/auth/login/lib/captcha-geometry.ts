/** Where the person put the puzzle piece or clicked, in the coordinates of the server's picture. */
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** AJ-Captcha pictures are 310 × 155; used until the picture has loaded and its real size is known. */
export const CAPTCHA_IMAGE_SIZE: Size = { width: 310, height: 155 };
/** The slider's y is fixed: the server only compares x. */
const PUZZLE_Y = 5;

/** The piece's left edge while dragging: never before the track starts nor past where the piece would stick out. */
export function clampOffset(offset: number, trackWidth: number, pieceWidth: number): number {
  return Math.min(Math.max(offset, 0), Math.max(trackWidth - pieceWidth, 0));
}

/** The slider's answer: the piece offset on screen, scaled to the picture's own width (2 decimals). */
export function puzzlePoint(offset: number, displayWidth: number, imageWidth: number): Point {
  const x = displayWidth > 0 ? (offset * imageWidth) / displayWidth : 0;
  return { x: Math.round(x * 100) / 100, y: PUZZLE_Y };
}

/** A click on the shown picture (relative to its top left), in the picture's own pixels. */
export function clickPoint(click: Point, display: Size, image: Size): Point {
  const scale = (value: number, from: number, to: number) => (from > 0 ? Math.round((value * to) / from) : 0);
  return { x: scale(click.x, display.width, image.width), y: scale(click.y, display.height, image.height) };
}
