/**
 * What a terminal would act on or hide instead of showing: C0 and C1 controls and DEL (\p{Cc}: ESC
 * starts a window title, a clipboard write, hidden text or a cursor move; \r and backspace rewrite
 * what is on screen), format characters (\p{Cf}: bidi overrides and isolates, zero-width characters,
 * the BOM, tag characters), the line and paragraph separators, and lone surrogates. A zero-width
 * joiner between two emoji is kept (the first alternative): it only joins them into one picture.
 */
const UNSAFE =
  /(\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F)?\u200D)(?=\p{Extended_Pictographic})|[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/** `\x1b`, `\x9b`, `\u202e`, `\u{e0041}`: the character's code point, readable, acting on nothing. */
function visible(char: string): string {
  if (NAMED[char]) return NAMED[char];
  const code = char.codePointAt(0)!;
  if (code < 0x100) return `\\x${hex(code, 2)}`;
  return code > 0xffff ? `\\u{${hex(code, 0)}}` : `\\u${hex(code, 4)}`;
}

/**
 * Text from outside (a snippet's output, a question, a learner's comment, a row of the database) as
 * one line a terminal shows as written: every character above becomes a visible escape, newlines
 * too; accents, CJK and emoji stay as they are. A literal backslash stays too: this is for reading,
 * not for reading back.
 */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, (char, joined: string | undefined) => joined ?? visible(char));
}

/** Like terminalText, but the text's newlines stay newlines: for text of several lines. */
export function terminalLines(text: string): string {
  return text.split('\n').map(terminalText).join('\n');
}

/**
 * JSON.stringify, with what it leaves raw in strings (DEL, C1, format characters, U+2028/U+2029)
 * written as \u escapes too: still JSON that parses to the same value, and safe on a terminal.
 */
export function terminalJson(value: object | string, space?: number): string {
  // JSON.stringify escapes every C0 control inside strings: a raw newline is its own layout.
  return JSON.stringify(value, null, space).replace(UNSAFE, (char, joined: string | undefined) =>
    joined || char === '\n'
      ? char
      : // JSON has no \u{…}: a code point above U+FFFF is written as its two UTF-16 halves.
        char
          .split('')
          .map((unit) => `\\u${hex(unit.charCodeAt(0), 4)}`)
          .join(''),
  );
}

/** console.log of one line holding text from outside (a question, a comment, a row), through terminalText. */
export function printLine(line: string): void {
  console.log(terminalText(line));
}
