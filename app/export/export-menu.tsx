import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PlainExportFormat, ExportTopic } from '../../contract/export/export-topic';
import type { Selection } from '../../contract/export/selection';
import { useOnline } from '../hooks/use-online';
import { useServerView } from '../hooks/use-server-render';
import { BROWSER_FORMATS, SERVER_FORMATS, serverExportHref, type ServerFormat } from './formats';
import { saveExport } from './save-export';

type Props = {
  /** The toggle's text, such as "Download" or "Download mistakes". */
  label: string;
  /** What the file holds, made when a format is chosen (so nothing is fetched before). */
  load: () => Promise<ExportTopic>;
  /** A topic's id: adds the formats only the server makes, as links to its export route. */
  topicId?: string;
  /** With `topicId`: the links ask the route for only these questions of the topic. */
  selection?: Selection;
};

const TOGGLE =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
const ITEM =
  'flex w-full flex-col items-start rounded-md px-3 py-2 text-start text-sm hover:bg-slate-100 focus-visible:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';
/** The list's width from the small breakpoint up (w-72), and the room kept beside it. */
const LIST_WIDTH_PX = 288;
const SCREEN_MARGIN_PX = 16;

/** The items arrows move between: a link offline has no address, and no focus. */
const FOCUSABLE = 'button[data-format], a[data-format][href]';
const NOTE = 'text-xs font-normal text-slate-600 dark:text-slate-300';

/**
 * A disclosure: the toggle shows a list of formats; Escape or a click elsewhere closes it, arrows
 * move between them. The file is written here, so it works offline for what the browser has.
 */
export function ExportMenu({ label, load, topicId, selection }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<'left' | 'right'>('right');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const online = useOnline();
  const serverView = useServerView();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // Under the toggle, on whichever side keeps the list on screen (on a phone it is a sheet at the bottom).
    const toggleBox = toggle.current?.getBoundingClientRect();
    if (toggleBox) setSide(toggleBox.right >= LIST_WIDTH_PX + SCREEN_MARGIN_PX ? 'right' : 'left');
    root.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const choose = async (format: PlainExportFormat) => {
    if (busy) return;
    setBusy(true);
    const name = i18n._(BROWSER_FORMATS[format].label);
    setStatus(t`Preparing the ${name} file…`);
    try {
      const file = await saveExport(await load(), format);
      setStatus(t`Downloaded ${file}`);
      close();
    } catch (error) {
      const problem = messageOf(error);
      setStatus(t`Could not make the file: ${problem}. Check your connection, or open the topic once online.`);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(root.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]!.focus();
  };

  return (
    <div
      ref={root}
      className="relative inline-block"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-formats`}
        disabled={serverView}
        onClick={() => setOpen((was) => !was)}
        className={TOGGLE}
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 fill-current ${open ? 'rotate-180' : ''}`}>
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <ul
        id={`${id}-formats`}
        aria-label={t`${label}: formats`}
        hidden={!open}
        // Physical on purpose: the side is measured on screen (the toggle's right edge), in either direction.
        className={`${side === 'left' ? 'sm:left-0' : 'sm:right-0'} fixed inset-x-4 bottom-4 z-30 max-h-[70vh] overflow-y-auto sm:absolute sm:inset-x-auto sm:bottom-auto sm:mt-2 sm:w-72 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50`}
      >
        {(Object.keys(BROWSER_FORMATS) as PlainExportFormat[]).map((format) => (
          <li key={format}>
            <button
              type="button"
              data-format={format}
              aria-disabled={busy}
              onClick={() => void choose(format)}
              className={ITEM}
            >
              <span className="font-semibold">{i18n._(BROWSER_FORMATS[format].label)}</span>
              <span className={NOTE}>{i18n._(BROWSER_FORMATS[format].note)}</span>
            </button>
          </li>
        ))}
        {topicId !== undefined &&
          (Object.keys(SERVER_FORMATS) as ServerFormat[]).map((format) => (
            <li key={format}>
              <a
                data-format={format}
                href={online ? serverExportHref(topicId, format, selection) : undefined}
                aria-disabled={!online}
                download
                onClick={() => setOpen(false)}
                className={ITEM}
              >
                <span className="font-semibold">{i18n._(SERVER_FORMATS[format].label)}</span>
                <span className={NOTE}>{i18n._(SERVER_FORMATS[format].note)}</span>
              </a>
            </li>
          ))}
      </ul>
      <p role="status" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {status}
      </p>
    </div>
  );
}

const messageOf = (error: unknown) => {
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  if (typeof data?.message === 'string') return data.message;
  return error instanceof Error ? error.message : String(error);
};
