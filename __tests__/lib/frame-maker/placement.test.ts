import {
  centred,
  coverScale,
  coversCircle,
  MAX_ZOOM,
  moveBy,
  transformAbout,
  type Placement,
} from '@/lib/frame-maker/placement';

const landscape = { width: 4000, height: 3000 };
const portrait = { width: 600, height: 1200 };

describe('the photo placement', () => {
  it('fits the short side across the circle at zoom 1', () => {
    expect(coverScale(landscape)).toBeCloseTo(1 / 3000);
    expect(coverScale(portrait)).toBeCloseTo(1 / 600);
    expect(coversCircle(centred(), landscape)).toBe(true);
  });

  it('stops a drag where the photo’s edge meets the circle', () => {
    // At zoom 1 the landscape photo is 4/3 wide: it can slide 1/6 sideways, not at all up or down.
    const moved = moveBy(centred(), 0.5, 0.5, landscape);
    expect(moved.x).toBeCloseTo(1 / 6);
    expect(moved.y).toBeCloseTo(0);
    expect(coversCircle(moved, landscape)).toBe(true);
    expect(coversCircle({ ...moved, x: moved.x + 0.01 }, landscape)).toBe(false);
  });

  it('lets a zoomed photo move further, and pulls it back when zoomed out again', () => {
    const zoomed = transformAbout(centred(), { factor: 2 }, landscape);
    const moved = moveBy(zoomed, -1, 1, landscape);
    expect(moved.x).toBeCloseTo(-(4 / 3 - 0.5));
    expect(moved.y).toBeCloseTo(0.5);
    const out = transformAbout(moved, { factor: 0.25 }, landscape);
    expect(out.zoom).toBe(1);
    expect(coversCircle(out, landscape)).toBe(true);
  });

  it('keeps the zoom between 1 and the maximum', () => {
    expect(transformAbout(centred(), { factor: 0.1 }, landscape).zoom).toBe(1);
    expect(transformAbout(centred(), { factor: 100 }, landscape).zoom).toBe(MAX_ZOOM);
  });

  it('zooms about the point under the fingers', () => {
    const zoomed = transformAbout(centred(), { factor: 2, about: { x: 0.1, y: 0 } }, landscape);
    // The photo's point under (0.1, 0) stays there: its centre moves away from it, twice as far.
    expect(zoomed.x).toBeCloseTo(-0.1);
    expect(zoomed.y).toBeCloseTo(0);
  });

  it('covers the circle after any mix of moves, zooms and turns', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (const photo of [landscape, portrait, { width: 1000, height: 1000 }]) {
      let placement: Placement = centred();
      for (let step = 0; step < 300; step += 1) {
        const kind = random();
        if (kind < 0.4) placement = moveBy(placement, random() - 0.5, random() - 0.5, photo);
        else
          placement = transformAbout(
            placement,
            {
              factor: 0.5 + random() * 1.5,
              angle: (random() - 0.5) * Math.PI,
              about: { x: random() - 0.5, y: random() - 0.5 },
            },
            photo,
          );
        expect(coversCircle(placement, photo)).toBe(true);
      }
    }
  });

  it('turned a quarter, a wide photo slides up and down instead of sideways', () => {
    const turned = transformAbout(centred(), { angle: Math.PI / 2 }, landscape);
    const moved = moveBy(turned, 0.5, 0.5, landscape);
    expect(moved.x).toBeCloseTo(0);
    expect(moved.y).toBeCloseTo(1 / 6);
  });
});
