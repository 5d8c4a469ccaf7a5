import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import styles from './FormControlBio.module.css';

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
      className={styles.field}
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
    <label htmlFor={htmlFor} data-state={state} className={styles.label}>
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
      className={styles.textarea}
    />
  );
}

function CharacterCount({ id, max }: { id: string; max: number }) {
  const { value, error } = useFieldState();
  const length = String(value).length;
  return (
    <p id={id} data-state={error ? 'error' : undefined} className={styles.count}>
      {error
        ? `${length - max} characters over the limit of ${max}`
        : `${length} of ${max} characters`}
    </p>
  );
}
