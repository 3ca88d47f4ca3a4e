import { representation, type Representation } from '../http/representation.js';

/** Edge of the raster logo: 64 CSS px (the card's largest) at a device pixel ratio of 3. */
export const RASTER_LOGO_SIZE = 192;
/** A logo librsvg has not drawn by then is given up, so a pathological SVG cannot hold a request long. */
const RENDER_TIMEOUT_SECONDS = 5;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * sharp (and libvips under it) loads with the first PNG asked for: a start never waits for it.
 * Drawing every logo before the first answer made a start on an existing database about 0.3 s
 * slower: 1,253 and 1,255 ms at best against 981 and 886 ms (`npm run bench`'s start rows, two
 * alternating rounds of five at load 1.1 to 1.7; 3.6x the bare server's start against 2.7x).
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

/**
 * The logo as a PNG of RASTER_LOGO_SIZE px square, contained on a transparent background. The SVG
 * is drawn at the density that makes its longer side exactly that size, not drawn small and scaled
 * up, so edges stay sharp. A palette PNG keeps single-colour logos exact (one colour, its alpha
 * ramp) in 80% of the bytes of a full-colour one (70 KB for the 20 bundled logos, not 88 KB).
 */
export async function renderRasterLogo(svg: string): Promise<Representation> {
  const sharp = await loadSharp();
  const input = Buffer.from(svg);
  const { width, height } = await sharp(input).metadata();
  if (!width || !height) throw new Error('the SVG has no size: give it a viewBox or width and height');
  // sharp takes 1 to 100,000 dpi; a huge SVG drawn at 1 dpi is then scaled down.
  const density = Math.min(100_000, Math.max(1, (72 * RASTER_LOGO_SIZE) / Math.max(width, height)));
  const png = await sharp(input, { density })
    .resize(RASTER_LOGO_SIZE, RASTER_LOGO_SIZE, { fit: 'contain', background: TRANSPARENT })
    .png({ palette: true, compressionLevel: 9 })
    .timeout({ seconds: RENDER_TIMEOUT_SECONDS })
    .toBuffer();
  // Already compressed: gzip or brotli would only cost time.
  return representation('image/png', png, false);
}

/**
 * Each topic's PNG, drawn on its first request (one drawing however many ask at once) and kept until
 * `clear` (new content). A logo sharp cannot draw is answered with its SVG, under its own type, which
 * a browser shows all the same (an image is read by its type, not its address), and `onError` told.
 */
export function createRasterLogos(onError: (slug: string, error: unknown) => void) {
  let drawn = new Map<string, Promise<Representation>>();
  return {
    get(slug: string, svgText: string, svg: () => Representation): Promise<Representation> {
      let rep = drawn.get(slug);
      if (!rep) {
        rep = renderRasterLogo(svgText).catch((error: unknown) => {
          onError(slug, error);
          return svg();
        });
        drawn.set(slug, rep);
      }
      return rep;
    },
    clear() {
      drawn = new Map();
    },
  };
}
