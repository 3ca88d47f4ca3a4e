import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { MAX_DISPLAY_NAME_LENGTH, type AccountView } from '../../contract/accounts';
import { accountApi } from './account-api';
import { markSignedIn } from './signed-in';
import { Outcome, SECONDARY_BUTTON } from './ui';
import { useAction } from './use-action';

/** The display name: only a label for the learner, so it may be empty and need not be unique. */
export function RenameForm({ account, onRenamed }: { account: AccountView; onRenamed: (view: AccountView) => void }) {
  const [name, setName] = useState(account.displayName);
  const id = useId();
  const action = useAction();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      async () => {
        const view = await accountApi.rename(name.trim());
        markSignedIn(view);
        onRenamed(view);
      },
      () => t`Display name saved.`,
    );
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={id} className="block font-medium text-slate-900 dark:text-slate-100">
          {t`Display name`}
        </label>
        <input
          id={id}
          value={name}
          maxLength={MAX_DISPLAY_NAME_LENGTH}
          autoComplete="nickname"
          onChange={(event) => setName(event.currentTarget.value)}
          className="mt-1 w-full max-w-sm rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
        />
      </div>
      <button type="submit" disabled={action.busy || name.trim() === account.displayName} className={SECONDARY_BUTTON}>
        {t`Save name`}
      </button>
      <div className="basis-full">
        <Outcome error={action.error} done={action.done} />
      </div>
    </form>
  );
}
