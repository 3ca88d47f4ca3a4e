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
        className="mt-1 size-4 shrink-0 accent-indigo-700 dark:accent-indigo-400"
      />
      <span className="min-w-0 break-words">
        <CodeText text={option} />
      </span>
      <OptionMarkLabel mark={mark} id={markId} />
    </label>
  );
}
