/**
 * Where the photo sits in the frame, as pure numbers the gestures, keys and buttons all go through.
 * Frame units: the square picture is 1 × 1 with the circle (radius ½) at its centre, so the same
 * placement draws the preview and the export at any size.
 */

/** The photo's pixels, after EXIF orientation. */
export type PhotoSize = { width: number; height: number };

export type Placement = {
  /** The photo's centre, from the frame's centre, in frame units. */
  x: number;
  y: number;
  /** 1 = the smallest size that covers the circle. */
  zoom: number;
  /** Radians, clockwise. */
  rotation: number;
};

export const MAX_ZOOM = 5;
const RADIUS = 0.5;

export const centred = (): Placement => ({ x: 0, y: 0, zoom: 1, rotation: 0 });

/** Frame units per photo pixel at zoom 1: the short side spans the circle. */
export function coverScale({ width, height }: PhotoSize): number {
  return (2 * RADIUS) / Math.min(width, height);
}

/** Frame units per photo pixel for a placement. */
export const scaleOf = (placement: Placement, photo: PhotoSize) =>
  coverScale(photo) * placement.zoom;

const clampTo = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/**
 * The nearest placement whose photo covers the whole circle. In the photo's own (unrotated)
 * pixels the circle is a disc of radius ½ / scale around a point; it is covered when that point
 * stays that far inside the photo's edges, whatever the rotation.
 */
export function clampPlacement(placement: Placement, photo: PhotoSize): Placement {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, placement.zoom));
  const scale = coverScale(photo) * zoom;
  const cos = Math.cos(placement.rotation);
  const sin = Math.sin(placement.rotation);
  // The frame's centre relative to the photo's centre, turned into the photo's axes, in pixels.
  const u = (-placement.x * cos - placement.y * sin) / scale;
  const v = (placement.x * sin - placement.y * cos) / scale;
  const reach = RADIUS / scale;
  const cu = clampTo(u, Math.max(0, photo.width / 2 - reach));
  const cv = clampTo(v, Math.max(0, photo.height / 2 - reach));
  return {
    x: -(cu * cos - cv * sin) * scale,
    y: -(cu * sin + cv * cos) * scale,
    zoom,
    rotation: placement.rotation,
  };
}

/** Does the photo cover every point of the circle? (For tests and checks; `clampPlacement` keeps it so.) */
export function coversCircle(placement: Placement, photo: PhotoSize, samples = 72): boolean {
  const scale = scaleOf(placement, photo);
  const cos = Math.cos(placement.rotation);
  const sin = Math.sin(placement.rotation);
  for (let i = 0; i < samples; i += 1) {
    const angle = (i / samples) * Math.PI * 2;
    const dx = RADIUS * Math.cos(angle) - placement.x;
    const dy = RADIUS * Math.sin(angle) - placement.y;
    const u = (dx * cos + dy * sin) / scale;
    const v = (-dx * sin + dy * cos) / scale;
    const slack = 1e-9;
    if (Math.abs(u) > photo.width / 2 + slack || Math.abs(v) > photo.height / 2 + slack) {
      return false;
    }
  }
  return true;
}

export function moveBy(placement: Placement, dx: number, dy: number, photo: PhotoSize): Placement {
  return clampPlacement({ ...placement, x: placement.x + dx, y: placement.y + dy }, photo);
}

/**
 * Zoom by `factor` and turn by `angle` about a point of the frame (frame units from its centre),
 * which stays under the fingers or the pointer.
 */
export function transformAbout(
  placement: Placement,
  {
    factor = 1,
    angle = 0,
    about = { x: 0, y: 0 },
  }: {
    factor?: number;
    angle?: number;
    about?: { x: number; y: number };
  },
  photo: PhotoSize,
): Placement {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, placement.zoom * factor));
  const ratio = zoom / placement.zoom;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = (placement.x - about.x) * ratio;
  const dy = (placement.y - about.y) * ratio;
  return clampPlacement(
    {
      x: about.x + dx * cos - dy * sin,
      y: about.y + dx * sin + dy * cos,
      zoom,
      rotation: placement.rotation + angle,
    },
    photo,
  );
}
