import { t } from '@lingui/core/macro';
import { useContext } from 'react';
import { MarkWord } from '../components/answer-marks';
import { CodeText } from '../components/code-text';
import { QuestionText } from '../components/question-text';
import { CardExtras } from '../components/card-extras';
import { questionLang } from '../components/in-english';
import type { QuizItem } from './select';

type Props = { item: QuizItem; number: number; given: string | null; right: boolean };

const LABEL = 'font-semibold text-slate-900 dark:text-slate-50';
const BOX = 'mt-1 flex min-w-0 items-start gap-3 rounded-lg border p-3';
/** As the topic page marks an option: an icon and a word, with the colour as a third signal only. */
const BOX_CLASS = {
  right: `${BOX} border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950`,
  wrong: `${BOX} border-rose-700 bg-rose-50 dark:border-rose-400 dark:bg-rose-950`,
  answer: `${BOX} border-dashed border-emerald-700 dark:border-emerald-400`,
};

/** One question of the results: the learner's answer marked right, wrong or not answered, and the right one. */
export function ResultItem({ item, number, given, right }: Props) {
  const mark = right ? 'right' : given === null ? 'unanswered' : 'wrong';
  const { Report } = useContext(CardExtras);
  const { topicName } = item;
  // A question shown in English on another language's page is read as English (app/components/in-english.tsx).
  const lang = questionLang(item.question);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{t`Question ${number} · ${topicName}`}</p>
        {Report && <Report questionId={item.question.id} questionLabel={t`Question ${number}`} />}
      </div>
      <div lang={lang} className="mt-2 text-slate-900 dark:text-slate-100">
        <QuestionText html={item.question.question} />
      </div>
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className={LABEL}>{t`Your answer:`}</dt>{' '}
          <dd className={BOX_CLASS[right ? 'right' : 'wrong']}>
            <span lang={given === null ? undefined : lang} className="min-w-0">
              {given === null ? t({ message: 'none', context: 'no answer given' }) : <CodeText text={given} />}
            </span>{' '}
            <MarkWord mark={mark} />
          </dd>
        </div>
        <div>
          <dt className={LABEL}>{t`Correct answer:`}</dt>{' '}
          <dd className={right ? 'mt-1' : BOX_CLASS.answer}>
            <span lang={lang} className="min-w-0">
              <CodeText text={item.question.correctAnswer} />
            </span>
            {!right && (
              <>
                {' '}
                <MarkWord mark="answer" />
              </>
            )}
          </dd>
        </div>
        {item.question.explanation && (
          <div>
            <dt className={`${LABEL} inline`}>{t`Explanation:`}</dt>{' '}
            <dd lang={lang} className="inline leading-relaxed">
              <CodeText text={item.question.explanation} />
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
