import { OutlineIcon } from './outline-icon';

export function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <OutlineIcon className="size-5">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </OutlineIcon>
  );
}
