import { useId, type ReactNode } from 'react';
import { useAccordion } from '../hooks/use-accordion';
import { useServerView } from '../hooks/use-server-render';

export type AccordionItem = { title: string; body: ReactNode };

/** The first item starts open; only one is open at a time. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const { isOpen, toggle } = useAccordion(0);
  const id = useId();
  const serverRender = useServerView();

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {items.map((item, index) => {
        const open = isOpen(index);
        const buttonId = `${id}-button-${index}`;
        const panelId = `${id}-panel-${index}`;
        return (
          <div key={item.title}>
            <h2>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                disabled={serverRender}
                onClick={() => toggle(index)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start text-base font-semibold text-slate-900 hover:bg-slate-50 sm:px-6 sm:text-lg dark:text-slate-50 dark:hover:bg-slate-800"
              >
                {item.title}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`size-5 shrink-0 fill-current text-slate-500 transition-transform dark:text-slate-400 ${open ? 'rotate-180' : ''}`}
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                </svg>
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6 dark:text-slate-300"
            >
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
