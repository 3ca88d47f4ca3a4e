// What a `verify: docker` question runs: its Dockerfile alone (built, then run), or a script of
// build-context files (`==> path <==` headers, as `head` prints several files) and `$ docker ...`
// steps, in order, so that a file written after a build changes what the next build sees.

export type Step =
  | { kind: 'file'; path: string; text: string }
  | { kind: 'build'; args: string[] }
  | { kind: 'run'; args: string[] }
  /** podman's own arguments for `inspect`, `stop` and `logs`; `quiet` when docker prints only a name. */
  | { kind: 'command'; args: string[]; quiet: boolean };

const FILE_HEADER = /^==> (.+) <==$/;
const STEP = /^\$ docker (.*)$/;
/** The image the steps of a Dockerfile-only question build and run. */
export const DEFAULT_TAG = 'quiz';

/** The steps of `code`, or a message saying what in it is not allowed. */
export function parseDockerScript(code: string): Step[] | string {
  const lines = code.replace(/\n$/, '').split('\n');
  if (!lines.some((line) => FILE_HEADER.test(line) || STEP.test(line))) {
    return [
      { kind: 'file', path: 'Dockerfile', text: `${code.replace(/\n$/, '')}\n` },
      { kind: 'build', args: ['-t', DEFAULT_TAG, '.'] },
      { kind: 'run', args: [DEFAULT_TAG] },
    ];
  }
  const steps: Step[] = [];
  let file: { path: string; lines: string[] } | undefined;
  const closeFile = () => {
    if (file)
      steps.push({ kind: 'file', path: file.path, text: file.lines.length ? `${file.lines.join('\n')}\n` : '' });
    file = undefined;
  };
  for (const line of lines) {
    const header = FILE_HEADER.exec(line);
    const step = STEP.exec(line);
    if (header) {
      closeFile();
      const path = header[1]!.trim();
      if (path.startsWith('/') || path.split('/').includes('..'))
        return `the file ${path} is outside the build context`;
      file = { path, lines: [] };
    } else if (step) {
      closeFile();
      const parsed = parseStep(step[1]!);
      if (typeof parsed === 'string') return `\`$ docker ${step[1]}\`: ${parsed}`;
      steps.push(parsed);
    } else if (file) file.lines.push(line);
    else if (line.trim()) return `the line "${line}" is neither in a file (==> path <==) nor a $ docker step`;
  }
  closeFile();
  return steps;
}

/** Options each step accepts, with whether they take a value: nothing that reaches the host. */
const BUILD_OPTIONS: Record<string, boolean> = { '--build-arg': true, '--target': true, '-t': true, '-f': true };
const RUN_OPTIONS: Record<string, boolean> = {
  '--rm': false,
  '-d': false,
  '--name': true,
  '-e': true,
  '--env': true,
  '-u': true,
  '--user': true,
  '--entrypoint': true,
  '-w': true,
  '--workdir': true,
};

function parseStep(text: string): Step | string {
  const words = splitWords(text);
  if (typeof words === 'string') return words;
  const [command, ...rest] = words;
  if (command === 'build') {
    const checked = checkOptions(rest, BUILD_OPTIONS);
    if (typeof checked === 'string') return checked;
    if (checked.operands.join(' ') !== '.') return 'a build takes the context `.` and nothing else';
    return { kind: 'build', args: rest };
  }
  if (command === 'run') {
    const checked = checkOptions(rest, RUN_OPTIONS);
    if (typeof checked === 'string') return checked;
    if (checked.operands.length === 0) return 'a run needs an image';
    return { kind: 'run', args: rest.filter((word) => word !== '--rm') };
  }
  const [first, second, third, fourth] = rest;
  if (command === 'image' && first === 'inspect' && second === '--format' && rest.length === 4)
    return { kind: 'command', args: ['image', 'inspect', '--format', third!, fourth!], quiet: false };
  if (command === 'inspect' && first === '--format' && rest.length === 3)
    return { kind: 'command', args: ['container', 'inspect', '--format', second!, third!], quiet: false };
  if (command === 'stop' && first === '-t' && /^\d+$/.test(second ?? '') && rest.length === 3)
    return { kind: 'command', args: ['stop', '-t', second!, third!], quiet: true };
  if (command === 'logs' && rest.length === 1) return { kind: 'command', args: ['logs', first!], quiet: false };
  return (
    'only `build`, `run`, `image inspect --format TEMPLATE IMAGE`, `inspect --format TEMPLATE CONTAINER`, ' +
    '`stop -t SECONDS CONTAINER` and `logs CONTAINER` are run'
  );
}

/** Splits options from operands; options stop at the first operand (the image of a run, say). */
function checkOptions(words: string[], allowed: Record<string, boolean>) {
  let index = 0;
  while (index < words.length && words[index]!.startsWith('-')) {
    const option = words[index]!;
    if (!(option in allowed)) return `the option ${option} is not one of ${Object.keys(allowed).join(', ')}`;
    index += allowed[option] ? 2 : 1;
  }
  if (index > words.length) return `the option ${words.at(-1)} needs a value`;
  return { operands: words.slice(index) };
}

/** Words as a POSIX shell splits them, with single and double quotes; nothing is expanded. */
export function splitWords(text: string): string[] | string {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = undefined;
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      word ??= '';
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + char;
  }
  if (quote) return `an unclosed ${quote}`;
  if (word !== undefined) words.push(word);
  return words;
}
