/** One sample of Prometheus' text format: its name, labels and value. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
const COMMENT =
  /^# (HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*|TYPE [a-zA-Z_:][a-zA-Z0-9_:]* (counter|gauge|histogram|summary|untyped))$/;

/** A sample's value as Prometheus reads it (Go's ParseFloat): NaN and Inf in any case, with a sign for Inf. */
function numberOf(text: string): number | undefined {
  if (/^nan$/i.test(text)) return NaN;
  if (/^[+-]?inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  const value = Number(text);
  return text !== '' && !Number.isNaN(value) ? value : undefined;
}

/**
 * Reads an exposition as a scraper would, line by line (the format's grammar, not prom-client's
 * own parsing): a line that is neither a HELP or TYPE comment nor a sample throws, naming it.
 */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (!COMMENT.test(line)) throw new Error(`not a HELP or TYPE line: ${line}`);
      continue;
    }
    const [, name, labelText = '', valueText] = SAMPLE.exec(line) ?? [];
    const value = numberOf(valueText ?? '');
    if (!name || value === undefined) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    let read = 0;
    for (let match = LABEL.exec(labelText); match; match = LABEL.exec(labelText)) {
      labels[match[1]!] = match[2]!;
      read = LABEL.lastIndex;
    }
    if (read !== labelText.length) throw new Error(`labels not in the format: ${line}`);
    samples.push({ name, labels, value });
  }
  return samples;
}

/** The sum of the samples with this name and at least these labels; 0 when there is none. */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found.reduce((sum, sample) => sum + sample.value, 0);
}
