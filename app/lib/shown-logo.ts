/**
 * The logo a topic card shows, and so the one the offline worker keeps: the PNG when the API names
 * one (`logoRaster`, decision 6: an SVG image costs a phone's main thread), else the SVG. Logos are
 * URLs chosen by the API, so a relative one is resolved against `base` (the API's), and anything but
 * http(s) is refused rather than handed to the browser. Without a base a logo must be absolute.
 */
export function shownLogo(topic: { logo?: unknown; logoRaster?: unknown }, base?: string): string | undefined {
  return webUrl(topic.logoRaster, base) ?? webUrl(topic.logo, base);
}

function webUrl(value: unknown, base: string | undefined): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
