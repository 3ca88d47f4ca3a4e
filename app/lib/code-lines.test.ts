import { describe, expect, it } from 'vitest';
import { codeLines, MAX_INDENT } from './code-lines';

/** The text the markup shows (and copies): the tags gone, a blank line's `<br>` with them. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

describe('a code block as lines', () => {
  it('puts each line in an element classed by its indent, tabs 4 columns wide', () => {
    expect(codeLines('if x:\n    y()\n\t\tz()\n  \tw()')).toBe(
      [
        '<span class="code-line code-indent-0">if x:</span>',
        '<span class="code-line code-indent-4">    y()</span>',
        '<span class="code-line code-indent-8">\t\tz()</span>',
        '<span class="code-line code-indent-4">  \tw()</span>',
      ].join('\n'),
    );
  });

  it('keeps the text as it was, blank lines and the final newline too', () => {
    const source = 'a\n\n  b  \n\nc\n';
    const html = codeLines(source);
    expect(textOf(html)).toBe(source);
    expect(html).toContain('<span class="code-line code-indent-0"><br></span>');
    expect(html.endsWith('</span>\n')).toBe(true);
  });

  it('caps the indent a wrapped line keeps', () => {
    expect(codeLines(`${' '.repeat(40)}deep`)).toContain(`code-indent-${MAX_INDENT}"`);
  });
});
