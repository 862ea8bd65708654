import type { PNG } from 'pngjs';

type Box = { x: number; y: number; width: number; height: number };

/**
 * The ink of `colour` in `box` of an image: its bounding box and how many separate shapes it makes
 * (4-connected). An empty box (☒), the font's stand-in for a character it lacks, is one shape
 * taller than wide; a character like 猫 is several, in a square.
 */
export function inkShapes(image: PNG, colour: readonly number[], box: Box) {
  const near = (x: number, y: number) => {
    const i = (image.width * y + x) * 4;
    return colour.every((c, k) => Math.abs(image.data[i + k]! - c) <= 48);
  };
  const seen = new Set<number>();
  let shapes = 0;
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      if (seen.has(y * image.width + x) || !near(x, y)) continue;
      shapes++;
      const stack = [[x, y] as const];
      seen.add(y * image.width + x);
      while (stack.length > 0) {
        const [px, py] = stack.pop()!;
        [left, top, right, bottom] = [
          Math.min(left, px),
          Math.min(top, py),
          Math.max(right, px),
          Math.max(bottom, py),
        ];
        for (const [nx, ny] of [
          [px + 1, py],
          [px - 1, py],
          [px, py + 1],
          [px, py - 1],
        ] as const) {
          const inside =
            nx >= box.x && ny >= box.y && nx < box.x + box.width && ny < box.y + box.height;
          if (inside && !seen.has(ny * image.width + nx) && near(nx, ny)) {
            seen.add(ny * image.width + nx);
            stack.push([nx, ny]);
          }
        }
      }
    }
  }
  return { shapes, width: right - left + 1, height: bottom - top + 1 };
}
