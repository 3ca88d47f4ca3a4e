import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { useDocumentHead } from '../hooks/use-document-head';

export function Home() {
  useDocumentHead(t`Quiz Dojo`, t`Quiz Dojo: practise multiple-choice coding questions, topic by topic.`);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center py-8 text-center sm:py-16">
      <p className="rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-800 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
        {t`New Quiz`}
      </p>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl dark:text-slate-50">
        {t`Test Your Coding Skill`}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600 dark:text-slate-300">
        {t`Coding tests are programming assessment tools that objectively evaluate a candidate's programming skills: problem-solving, coding aptitude and debugging. Pick a topic, answer its multiple-choice questions and check yourself against the correct answers.`}
      </p>
      <Link
        to="/topics"
        className="mt-10 inline-flex items-center gap-2 rounded-lg bg-indigo-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-indigo-800"
      >
        {t`Get started`}
        {/* The chevron points the way the page reads: mirrored in a right-to-left one. */}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current rtl:-scale-x-100">
          <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
        </svg>
      </Link>
    </section>
  );
}
