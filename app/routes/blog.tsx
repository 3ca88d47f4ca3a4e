import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Accordion, type AccordionItem } from '../components/accordion';
import { useDocumentHead } from '../hooks/use-document-head';

// Made when rendered, in the page's language.
const faq = (): AccordionItem[] => [
  {
    title: t`What is the purpose of react router?`,
    body: (
      <p>
        <Trans>
          React Router maps URLs to components in a single-page app. It decides which screen to render for the current
          address, changes the address without a full page reload when a link is followed, keeps the back and forward
          buttons working, and can load a screen&apos;s data before showing it.
        </Trans>
      </p>
    ),
  },
  {
    title: t`How does Context API works?`,
    body: (
      <p>
        <Trans>
          You create a context with <code>createContext</code>, wrap part of the tree in its provider with a value, and
          any component below reads that value with <code>useContext</code>, however deep it is. This avoids passing the
          same props through every level. When the provider&apos;s value changes, the components that read it re-render.
        </Trans>
      </p>
    ),
  },
  {
    title: t`What is useRef in react?`,
    body: (
      <p>
        <Trans>
          <code>useRef</code> is a hook that returns a mutable object whose <code>current</code> property survives
          re-renders. Changing it does not trigger a re-render. It is used to hold a DOM element (by passing the ref to
          the element&apos;s <code>ref</code> attribute) or any value you need to keep between renders, such as a timer
          id.
        </Trans>
      </p>
    ),
  },
];

export function Component() {
  useDocumentHead(
    t`Blog – Quiz Dojo`,
    t`Short answers to common React questions: React Router, the Context API and useRef.`,
  );
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">{t`Blog`}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t`Short answers to common React questions.`}</p>
      <div className="mt-8 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] dark:[&_code]:bg-slate-800">
        <Accordion items={faq()} />
      </div>
    </div>
  );
}
