import { formatLocale } from '../i18n/page-path';

/** A count written the page's way ("1,234" in English, "1.234" in German). */
export const count = (value: number) => new Intl.NumberFormat(formatLocale()).format(value);

/** `part` of `whole` as a whole percentage in the page's language ("50%", "50 %"), a dash when there is no whole. */
export const percent = (part: number, whole: number) =>
  whole > 0
    ? new Intl.NumberFormat(formatLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(part / whole)
    : '—';
