import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';

const MAX_LENGTH = 160;

export default function FormControlBio() {
  const [bio, setBio] = React.useState(
    'Product designer in Lisbon. I write about design systems and accessible forms.',
  );
  const id = React.useId();

  return (
    <FormControl
      value={bio}
      onChange={(event) => setBio(event.target.value)}
      error={bio.length > MAX_LENGTH}
      className="flex max-w-[400px] flex-col gap-1.5 font-sans text-sm"
    >
      <Label htmlFor={`${id}-bio`}>Short bio</Label>
      <Textarea id={`${id}-bio`} aria-describedby={`${id}-count`} />
      <CharacterCount id={`${id}-count`} max={MAX_LENGTH} />
    </FormControl>
  );
}

/** The state a part shows: an error wins over focus. */
function useFieldState() {
  const formControl = useFormControlContext();
  if (!formControl) {
    throw new Error('This part must be placed inside a FormControl.');
  }
  let state: 'error' | 'focused' | undefined;
  if (formControl.error) {
    state = 'error';
  } else if (formControl.focused) {
    state = 'focused';
  }
  return { ...formControl, state };
}

function Label({
  htmlFor,
  children,
}: {
  htmlFor: string;
  children: React.ReactNode;
}) {
  const { state } = useFieldState();
  return (
    <label
      htmlFor={htmlFor}
      data-state={state}
      className="font-semibold data-[state=error]:text-red-700 data-[state=focused]:text-blue-700 dark:data-[state=error]:text-red-400 dark:data-[state=focused]:text-blue-400"
    >
      {children}
    </label>
  );
}

function Textarea(props: React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { value, onChange, onFocus, onBlur, disabled, required, error } =
    useFieldState();
  return (
    <textarea
      {...props}
      rows={4}
      value={String(value)}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      aria-invalid={error || undefined}
      className="resize-y rounded-lg border border-slate-300 bg-white px-2.5 py-2 font-sans text-sm text-slate-900 outline-none focus:border-blue-600 focus:ring-3 focus:ring-blue-600/30 aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:border-blue-400 dark:focus:ring-blue-400/30 dark:aria-invalid:border-red-400 dark:aria-invalid:focus:ring-red-400/30"
    />
  );
}

function CharacterCount({ id, max }: { id: string; max: number }) {
  const { value, error } = useFieldState();
  const length = String(value).length;
  return (
    <p
      id={id}
      data-state={error ? 'error' : undefined}
      className="m-0 text-end text-xs/5 text-slate-600 data-[state=error]:text-red-700 dark:text-slate-300 dark:data-[state=error]:text-red-400"
    >
      {error
        ? `${length - max} characters over the limit of ${max}`
        : `${length} of ${max} characters`}
    </p>
  );
}
