import { z } from 'zod';
import { isDayKey } from './time-bounds.js';

const count = z.number().int().nonnegative();
/** What was answered on one local day: the answers that rated a review card, and the right ones among them. */
export const daySchema = z.object({ answered: count, correct: count }).refine((day) => day.correct <= day.answered);
export type DayActivity = z.infer<typeof daySchema>;

/** A real local day, from 2020-01-01 to tomorrow (another time zone): not the year 2999. */
export const dayKeySchema = z
  .string()
  .refine((key) => isDayKey(key), 'a day is a real date written YYYY-MM-DD, from 2020-01-01 to tomorrow');
