/** The same key as public/boot.js, which applies the theme before the first paint. */
export const THEME_KEY = 'quiz-dojo:theme';

const root = () => document.documentElement;

export const isDark = () => root().classList.contains('dark');

/** The class on <html> is the single truth; boot.js may change it when the system does. */
export function subscribeTheme(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(root(), { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** An explicit choice overrides the system from now on, in this and later visits. */
export function setTheme(dark: boolean) {
  try {
    localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
  } catch {
    // Without storage the choice lasts for this page only.
  }
  root().classList.toggle('dark', dark);
}
