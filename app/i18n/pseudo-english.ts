import { CATALOGS } from '../../contract/locales';
import { activateLocale, loadLocale } from './locale';

/**
 * For the pseudo-locale tests of the screens: en-XA is English accented and bracketed by the
 * catalogs' compiler (docs/decisions/0026), so a plain English word left in what a reader sees or
 * hears is a string that bypassed the catalogs.
 */
export async function inPseudoLocale(): Promise<() => void> {
  await loadLocale('en-XA', CATALOGS);
  activateLocale('en-XA');
  return () => activateLocale('en');
}

/**
 * The plain English words of `root`'s text, labels, titles and placeholders, and of the document's
 * title, less `allowed` (the data a test renders: names from the server, dates written by Intl).
 * Elements marked as another language (`lang`, such as the language switch's names) are left out.
 */
export function englishIn(root: HTMLElement, allowed: string[] = []): string[] {
  const own = (element: Element | null) => !element?.closest('[lang]:not(html)');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const shown: string[] = [document.title];
  while (walker.nextNode()) if (own(walker.currentNode.parentElement)) shown.push(walker.currentNode.textContent ?? '');
  const attributes = ['aria-label', 'aria-valuetext', 'alt', 'title', 'placeholder'];
  for (const element of root.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
    if (own(element)) shown.push(...attributes.map((name) => element.getAttribute(name) ?? ''));
  }
  return shown
    .map((text) => allowed.reduce((rest, word) => rest.replaceAll(word, ' '), text))
    .flatMap((text) => text.split(/[^A-Za-z\u00C0-\u024F]+/))
    .filter((word) => /^[A-Za-z]{2,}$/.test(word));
}
