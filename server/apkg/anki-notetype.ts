import { NOTE_FIELDS } from './anki-note.js';

/**
 * `tex2jax_ignore` is MathJax's own "leave this alone" class: Anki typesets `\(…\)` and `\[…\]`
 * in card text, which code-heavy stems and explanations contain (regular expressions, escapes).
 */
const FRONT = `<div class="quiz-dojo tex2jax_ignore">
{{Question}}
{{Options}}
</div>`;

const BACK = `{{FrontSide}}
<hr id="answer">
<div class="quiz-dojo tex2jax_ignore">
{{Answer}}
{{#Explanation}}<div class="explanation">{{Explanation}}</div>{{/Explanation}}
<p class="source">{{Id}} · {{Source}}</p>
</div>`;

const CSS = `.card { font-family: system-ui, sans-serif; font-size: 18px; line-height: 1.5; text-align: left; color: #111; background: #fff; }
.nightMode.card, .night_mode .card { color: #eee; background: #1e1e1e; }
.quiz-dojo pre { padding: 0.6em 0.8em; overflow-x: auto; border-radius: 6px; background: #f2f2f2; font-size: 0.85em; }
.nightMode .quiz-dojo pre, .night_mode .quiz-dojo pre { background: #2b2b2b; }
.quiz-dojo code { font-family: ui-monospace, Menlo, Consolas, monospace; }
.quiz-dojo .options { list-style: none; padding-left: 0; }
.quiz-dojo .options li { margin: 0.3em 0; }
.quiz-dojo .source { font-size: 0.7em; opacity: 0.7; }`;

const field = (name: string, ord: number) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20 });

/** The note type of a topic's package: one card, front and back as above, the question first. */
export function noteType(id: number, name: string, deckId: number, modSecs: number) {
  return {
    id,
    name,
    type: 0,
    mod: modSecs,
    usn: 0,
    sortf: 0,
    did: deckId,
    tmpls: [{ name: 'Card 1', ord: 0, qfmt: FRONT, afmt: BACK, bqfmt: '', bafmt: '', did: null }],
    flds: NOTE_FIELDS.map(field),
    css: CSS,
    latexPre: '',
    latexPost: '',
    latexsvg: false,
    // The card exists when the question or its options are filled, which every note's are.
    req: [[0, 'any', [0, 1]]],
    tags: [],
    vers: [],
  };
}
