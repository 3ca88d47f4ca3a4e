import type { ExportTopic } from '../../contract/export/export-topic.js';
import { TRICKY_TOPIC } from '../../contract/export/tricky-topic.js';
import { writeApkg } from '../apkg/write-apkg.js';
import { openApkg } from './open-apkg.js';

/** The tricky topic, and a question whose text Anki would read as media, LaTeX or math if left as is. */
export const ANKI_TOPIC: ExportTopic = {
  ...TRICKY_TOPIC,
  questions: [
    ...TRICKY_TOPIC.questions,
    {
      id: 'tricky:anki-markup',
      question:
        '<p>Which regex matches <code>[sound:a.mp3]</code> or \\(x\\)?</p>\n<pre><code class="language-python">re.compile(r"\\[sound:.*\\]")\n</code></pre>',
      options: ['`[$]x[/$]`', '<script>alert(1)</script>', '[anki:tts][en]hi[/anki:tts]', 'none'],
      correctAnswer: 'none',
      explanation: 'Brackets stay text: [sound:a.mp3], `[$]` and <img src=x onerror=alert(1)>.',
      difficulty: 'medium',
      tags: ['anki markup'],
    },
  ],
};
export const NOW = new Date('2026-12-02T10:00:00Z');
export const apkg = openApkg(writeApkg(ANKI_TOPIC, NOW));
export const [model] = Object.values(apkg.models) as {
  id: number;
  flds: { name: string }[];
  tmpls: { qfmt: string; afmt: string }[];
}[];
const fieldNames = model!.flds.map((field) => field.name);
export const fieldsOf = (note: { flds: string }) =>
  Object.fromEntries(note.flds.split('\x1f').map((value, i) => [fieldNames[i], value]));

/** A card's side as Anki renders it for plain fields: `{{Name}}`, `{{#Name}}…{{/Name}}`, `{{FrontSide}}`. */
export function render(template: string, fields: Record<string, string>, front = '') {
  return template
    .replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, (_, name: string, inner: string) => (fields[name] ? inner : ''))
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name === 'FrontSide' ? front : fields[name]!));
}
