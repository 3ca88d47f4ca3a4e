import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The layout uses logical properties (start and end, not left and right), so a right-to-left
 * locale mirrors it without rework (README "Layout"). This test keeps physical ones out of the app's
 * CSS, its Tailwind classes and its style objects. Stylelint would see only the CSS file, while
 * most of the layout is classes in the components. A line may keep a physical one when the line
 * before it says why, in a comment starting "Physical on purpose".
 */
const APP = import.meta.dirname;

/** Tailwind utilities for a side of the inline direction, after any variant (`sm:`) and `!` or `-`. */
const PHYSICAL_UTILITY = new RegExp(
  '^(?:' +
    [
      '(?:m|p|scroll-m|scroll-p)[lr]-.+', // ml-2 → ms-2, pr-4 → pe-4
      // left-3 → inset-s-3, right-0 → inset-e-0; not a word such as "right-to-left"
      '(?:left|right)-(?:[\\d.]+|\\d+/\\d+|px|auto|full|\\[.+\\]|\\(.+\\))',
      'border-[lr](?:-.+)?', // border-l → border-s
      'rounded-(?:[lr]|[tb][lr])(?:-.+)?', // rounded-l → rounded-s, rounded-tr → rounded-se
      '(?:text|float|clear)-(?:left|right)', // text-left → text-start, float-right → float-end
    ].join('|') +
    ')$',
);
/** An arbitrary property in a class: `[padding-left:1ch]`. */
const PHYSICAL_ARBITRARY = /\[(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)|left|right):/;
/** A CSS declaration. */
const PHYSICAL_DECLARATION =
  /(?<![\w-])(?:(?:(?:margin|padding|scroll-margin|scroll-padding|border)-(?:left|right)|border-(?:top|bottom)-(?:left|right)-radius|left|right)(?:-[\w-]+)?\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b)/;
/** A style object's property, in React's camelCase; not a bare `left:` or `right:`, common keys of other objects. */
const PHYSICAL_STYLE_KEY =
  /\b(?:(?:margin|padding|scrollMargin|scrollPadding|border)(?:Left|Right)\w*|border(?:Top|Bottom)(?:Left|Right)Radius)\s*:|\b(?:textAlign|float|clear)\s*:\s*['"](?:left|right)['"]|\.style\.(?:left|right)\b/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function physicalClasses(line: string): string[] {
  return line.split(/[\s'"`{}(),;]+/).filter((token) => {
    if (PHYSICAL_ARBITRARY.test(token)) return true;
    const utility = (token.split(':').at(-1) ?? '').replace(/^!?-?/, '').replace(/!$/, '');
    return PHYSICAL_UTILITY.test(utility);
  });
}

/** Each physical property as `file:line: what`, for a file's text. */
function physicalProperties(file: string, text: string): string[] {
  const css = file.endsWith('.css');
  const found: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (/physical on purpose/i.test(lines[index - 1] ?? '')) return;
    const comment = /^\s*(?:\/\/|\/?\*|\{\/\*)/.test(line);
    if (comment) return;
    const classes = !css || /@apply\b/.test(line) ? physicalClasses(line) : [];
    const declaration = css ? PHYSICAL_DECLARATION.exec(line) : PHYSICAL_STYLE_KEY.exec(line);
    for (const what of [...classes, ...(declaration ? [declaration[0]] : [])])
      found.push(`${path.relative(APP, file)}:${index + 1}: ${what.trim()}`);
  });
  return found;
}

it('finds physical properties in CSS, classes and style objects, with their file and line', () => {
  const css = '.a {\n  margin-left: 1rem;\n  @apply pr-2 sm:ps-2;\n  text-align: right;\n  inset-inline-start: 0;\n}';
  expect(physicalProperties(path.join(APP, 'x.css'), css)).toEqual([
    'x.css:2: margin-left:',
    'x.css:3: pr-2',
    'x.css:4: text-align: right',
  ]);
  const tsx = [
    '<p className="ms-2 rounded-lg sm:-right-1 text-left border-l-2 [padding-left:1ch]" style={{ marginLeft: 4 }} />',
    "const marks = { right: 'text-end', left: rounded-s };",
    '// Physical on purpose: measured on screen.',
    "const side = 'sm:left-0';",
    '{/* Mirrored in a right-to-left page: left-0 */}',
    '<p>{t`Reads right-to-left, left-1/2 and right-[3px]`}</p>',
  ].join('\n');
  expect(physicalProperties(path.join(APP, 'x.tsx'), tsx)).toEqual([
    'x.tsx:1: sm:-right-1',
    'x.tsx:1: text-left',
    'x.tsx:1: border-l-2',
    'x.tsx:1: [padding-left:1ch]',
    'x.tsx:1: marginLeft:',
    'x.tsx:6: left-1/2',
    'x.tsx:6: right-[3px]',
  ]);
});

it('lays the app out with logical properties only, so a right-to-left page mirrors it', () => {
  const files = sources(APP);
  expect(files).toContain(path.join(APP, 'styles.css'));
  const found = files.flatMap((file) => physicalProperties(file, readFileSync(file, 'utf8')));
  expect(found, 'Use start/end (ms-, pe-, inset-s-, text-start, margin-inline-start…) instead').toEqual([]);
});
