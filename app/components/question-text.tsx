/** Question HTML, already reduced to the allowlist by the topic's loader (app/routes/topic.tsx). */
export function QuestionText({ html }: { html: string }) {
  return <div className="question-html inline" dangerouslySetInnerHTML={{ __html: html }} />;
}
