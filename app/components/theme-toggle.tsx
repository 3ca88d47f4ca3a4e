import { t } from '@lingui/core/macro';
import { useBrowserStore } from '../hooks/use-browser-store';
import { useServerView } from '../hooks/use-server-render';
import { isDark, setTheme, subscribeTheme } from '../lib/theme';
import { OutlineIcon } from './outline-icon';

/** A pressed toggle named "Dark theme": the name stays, the pressed state says which is on. */
export function ThemeToggle() {
  const dark = useBrowserStore(subscribeTheme, isDark, () => false);
  const serverRender = useServerView();

  return (
    <button
      type="button"
      aria-label={t`Dark theme`}
      aria-pressed={dark}
      disabled={serverRender}
      onClick={() => setTheme(!dark)}
      className="grid size-10 place-items-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <OutlineIcon className="size-5">
        {dark ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        ) : (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        )}
      </OutlineIcon>
    </button>
  );
}
