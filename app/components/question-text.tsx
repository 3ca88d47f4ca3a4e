import { useMemo } from 'react';
import { useScrollableCode, withCodeLayout } from '../hooks/use-scrollable-code';

/** Question HTML, already reduced to the allowlist by the topic's loader (app/routes/topic.tsx). */
export function QuestionText({ html, lang }: { html: string; lang?: string }) {
  const ref = useScrollableCode<HTMLDivElement>(html);
  const marked = useMemo(() => ({ __html: withCodeLayout(html) }), [html]);
  return <div ref={ref} lang={lang} className="question-html inline" dangerouslySetInnerHTML={marked} />;
}
