import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { apkg, fieldsOf, model, render } from '../testing/anki-topic.js';
import { codeTextHtml } from './anki-note.js';

describe('the cards of the Anki package', () => {
  it('puts the stem, its code with the language and the lettered options on the front; answer and explanation on the back', () => {
    const note = apkg.notes.find((row) => fieldsOf(row).Id === 'tricky:escapes-everything')!;
    const front = JSDOM.fragment(render(model!.tmpls[0]!.qfmt, fieldsOf(note)));
    const code = front.querySelector('pre > code')!;
    expect(code.className).toBe('language-js');
    expect(code.textContent).toBe('const o = { a: 1 }; // ]]> -- && <b>\n\nconsole.log(o.a == 1);\n');
    expect([...front.querySelectorAll('.options li')].map((li) => li.textContent)).toEqual([
      'A. =SUM(A1:A2)',
      'B. +1',
      'C. -1 @x',
      "D. '=already quoted",
    ]);
    const back = JSDOM.fragment(
      render(model!.tmpls[0]!.afmt, fieldsOf(note), render(model!.tmpls[0]!.qfmt, fieldsOf(note))),
    );
    expect(back.querySelector('pre > code.language-js')).not.toBeNull();
    expect(back.querySelector('.answer')!.textContent).toBe('C. -1 @x');
    expect(back.querySelector('.explanation')!.textContent).toBe(
      'Because a ~= b is {not} #valid, "quoted", <b>bold</b> & ]]> -- \\n stays text.',
    );
    expect(back.querySelector('.explanation code')!.textContent).toBe('a ~= b');
    expect(back.querySelector('.explanation b')).toBeNull();
    expect(back.querySelector('.source')!.textContent).toContain('tricky:escapes-everything');
  });

  it('escapes what would run, and writes brackets so Anki starts no sound, speech or LaTeX', () => {
    const note = apkg.notes.find((row) => fieldsOf(row).Id === 'tricky:anki-markup')!;
    expect(note.flds).not.toContain('[');
    const fields = fieldsOf(note);
    const card = JSDOM.fragment(render(model!.tmpls[0]!.afmt, fields, render(model!.tmpls[0]!.qfmt, fields)));
    expect(card.querySelectorAll('script, img')).toHaveLength(0);
    expect([...card.querySelectorAll('.options li')].map((li) => li.textContent)).toEqual([
      'A. [$]x[/$]',
      'B. <script>alert(1)</script>',
      'C. [anki:tts][en]hi[/anki:tts]',
      'D. none',
    ]);
    expect(card.querySelector('.explanation')!.textContent).toBe(
      'Brackets stay text: [sound:a.mp3], [$] and <img src=x onerror=alert(1)>.',
    );
    expect(card.querySelector('code.language-python')!.textContent).toBe('re.compile(r"\\[sound:.*\\]")\n');
    // MathJax leaves the card alone: \( \) in a stem is text, not math.
    expect(card.querySelector('.tex2jax_ignore')!.textContent).toContain('\\(x\\)');
    expect(JSDOM.fragment(fields.Question!).textContent).toContain('[sound:a.mp3]');
  });

  it('marks code in options and explanations as the site does: paired backticks, the last unmatched one kept', () => {
    expect(codeTextHtml('use `a < b` or `x')).toBe('use <code>a &lt; b</code> or `x');
    expect(codeTextHtml('two\nlines & "quotes"')).toBe('two<br>lines &amp; &quot;quotes&quot;');
  });
});
