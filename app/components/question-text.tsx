import { useMemo } from 'react';
import { sanitizeQuestionHtml } from '../lib/sanitize';

/** Question HTML from the API, reduced to the allowlist before it touches the DOM. */
export function QuestionText({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeQuestionHtml(html), [html]);
  return <div className="question-html inline" dangerouslySetInnerHTML={{ __html: safe }} />;
}
