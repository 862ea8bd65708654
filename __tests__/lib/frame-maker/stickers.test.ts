import {
  moveSticker,
  newSticker,
  STICKER_SIZE,
  stickerAt,
  transformSticker,
} from '@/lib/frame-maker/stickers';

describe('the visitor’s stickers', () => {
  it('keeps a moved sticker’s middle on the picture', () => {
    const moved = moveSticker(newSticker(0, 0), 2, -2);
    expect([moved.x, moved.y]).toEqual([1, 0]);
  });

  it('scales within its bounds and turns', () => {
    const big = transformSticker(newSticker(0, 0), { factor: 10, angle: 0.5 });
    expect(big.size).toBe(STICKER_SIZE.max);
    expect(big.rotation).toBe(0.5);
    expect(transformSticker(big, { factor: 0.001 }).size).toBe(STICKER_SIZE.min);
  });

  it('finds the topmost sticker under a point, turned with it', () => {
    const below = { ...newSticker(0, 0), x: 0.5, y: 0.5, size: 0.4 };
    const above = { ...newSticker(1, 1), x: 0.5, y: 0.5, size: 0.2, rotation: Math.PI / 4 };
    const square = () => 1;
    expect(stickerAt([below, above], { x: 0.5, y: 0.5 }, square)).toBe(1);
    // Inside the lower one's box, outside the turned one's.
    expect(stickerAt([below, above], { x: 0.59, y: 0.41 }, square)).toBe(0);
    expect(stickerAt([below, above], { x: 0.95, y: 0.95 }, square)).toBeNull();
  });
});
