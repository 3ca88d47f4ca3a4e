import { useMemo } from 'react';
import { useServerRender } from '../hooks/use-server-render';
import { sanitizeQuestionHtml } from '../lib/sanitize';

/** Question HTML from the API, reduced to the allowlist before it touches the DOM. */
export function QuestionText({ html }: { html: string }) {
  const sanitize = useServerRender()?.sanitize ?? sanitizeQuestionHtml;
  const safe = useMemo(() => sanitize(html), [sanitize, html]);
  return <div className="question-html inline" dangerouslySetInnerHTML={{ __html: safe }} />;
}
