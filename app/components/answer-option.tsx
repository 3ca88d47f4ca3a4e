import { OPTION_CLASS, OptionMarkLabel, type OptionMark } from './answer-marks';
import { CodeText } from './code-text';

type Props = {
  /** The radio group's name; the mark's id is made from it and the option's index. */
  name: string;
  index: number;
  option: string;
  mark: OptionMark;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  /** Classes added to the option's own, for a screen that disables its options. */
  className?: string;
};

/**
 * The options' grid: from two columns on, filled column by column, so what comes next in the
 * document, where the radio group's arrows go, is the option below (ArrowDown); the fourth follows
 * the second as a second column follows the first. Two rows hold a question's four options
 * (OPTIONS_PER_QUESTION). Row by row, ArrowDown went to the option on the right.
 */
export const OPTIONS_GRID_CLASS = 'mt-5 grid gap-3 sm:auto-cols-fr sm:grid-flow-col sm:grid-rows-[auto_auto]';

/** One option of a question: its radio, its text (code spans as code) and its right or wrong mark. */
export function AnswerOption({ name, index, option, mark, checked, disabled, onChoose, className }: Props) {
  const markId = `${name}-mark-${index}`;
  return (
    <label className={className ? `${OPTION_CLASS[mark ?? 'none']} ${className}` : OPTION_CLASS[mark ?? 'none']}>
      <input
        type="radio"
        name={name}
        aria-describedby={mark ? markId : undefined}
        value={option}
        checked={checked}
        // A radio checked before the app could hear it counts as a pick (app/hooks/use-card-islands.ts):
        // one the browser restores on reload must not.
        autoComplete="off"
        disabled={disabled}
        onChange={onChoose}
        // The option around it shows the focus (OPTION_CLASS).
        className="mt-1 size-4 shrink-0 accent-indigo-700 focus-visible:outline-none dark:accent-indigo-400"
      />
      <span className="min-w-0 break-words">
        <CodeText text={option} />
      </span>
      <OptionMarkLabel mark={mark} id={markId} />
    </label>
  );
}
