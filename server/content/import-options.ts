import { z } from 'zod';
import { TOPIC_SLUG } from './content-snapshot.js';

const SLUG_RULE =
  'must be lowercase letters, digits and dashes, starting with a letter or digit, at most 100 characters ' +
  '(the server reads content/topics/<slug>.md or .json only)';
const ID_RULE = 'must be a whole number from 1 to 999999999';
const LOGO_RULE = 'must be simple-icons:<slug> or logos/<file>.svg (logos are never fetched from other sites)';

export const slugSchema = z.string({ error: SLUG_RULE }).max(100, SLUG_RULE).regex(TOPIC_SLUG, SLUG_RULE);

/** Options of `content:import`, from the command line (strings) or from code (id as a number). */
const optionsSchema = z.strictObject(
  {
    slug: slugSchema.optional(),
    id: z
      .union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d{1,9}$/)
            .transform(Number),
        ],
        { error: ID_RULE },
      )
      .pipe(z.number().int(ID_RULE).min(1, ID_RULE).max(999_999_999, ID_RULE))
      .optional(),
    name: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'must not be empty')
      .max(100, 'must be at most 100 characters')
      .optional(),
    logo: z
      .string({ error: LOGO_RULE })
      .regex(/^(simple-icons:[a-z0-9]+|logos\/[a-z0-9-]+\.svg)$/, LOGO_RULE)
      .optional(),
    replace: z.boolean({ error: 'must be true or false' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'is not an option of content:import' : undefined) },
);

export type JsonImportOptions = z.output<typeof optionsSchema>;

/** A refused option: the message names the option, the value and the rule. */
export class ImportOptionError extends Error {}

export function parseImportOptions(input: unknown): JsonImportOptions {
  const parsed = optionsSchema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.flatMap((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'options')];
    return keys.map((key) => `--${key} ${describe((input as Record<string, unknown>)?.[key])}: ${issue.message}`);
  });
  throw new ImportOptionError(messages.join('\n'));
}

/** The refused value, shortened: the message must not become as long as what was sent. */
function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : `(${value === null ? 'null' : typeof value})`;
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
