import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { styled } from '@mui/system';

const MAX_LENGTH = 160;

export default function FormControlBio() {
  const [bio, setBio] = React.useState(
    'Product designer in Lisbon. I write about design systems and accessible forms.',
  );
  const id = React.useId();

  return (
    <Field
      value={bio}
      onChange={(event) => setBio(event.target.value)}
      error={bio.length > MAX_LENGTH}
    >
      <Label htmlFor={`${id}-bio`}>Short bio</Label>
      <Textarea id={`${id}-bio`} aria-describedby={`${id}-count`} />
      <CharacterCount id={`${id}-count`} max={MAX_LENGTH} />
    </Field>
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
    <StyledLabel htmlFor={htmlFor} data-state={state}>
      {children}
    </StyledLabel>
  );
}

function Textarea(props: React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { value, onChange, onFocus, onBlur, disabled, required, error } =
    useFieldState();
  return (
    <StyledTextarea
      {...props}
      rows={4}
      value={String(value)}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      aria-invalid={error || undefined}
    />
  );
}

function CharacterCount({ id, max }: { id: string; max: number }) {
  const { value, error } = useFieldState();
  const length = String(value).length;
  return (
    <Count id={id} data-state={error ? 'error' : undefined}>
      {error
        ? `${length - max} characters over the limit of ${max}`
        : `${length} of ${max} characters`}
    </Count>
  );
}

const Field = styled(FormControl)({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  maxWidth: 400,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: 14,
  lineHeight: '20px',
});

const StyledLabel = styled('label')(({ theme }) => ({
  fontWeight: 600,
  '&[data-state="focused"]': { color: '#1d4ed8' },
  '&[data-state="error"]': { color: '#b91c1c' },
  ...theme.applyStyles('dark', {
    '&[data-state="focused"]': { color: '#60a5fa' },
    '&[data-state="error"]': { color: '#f87171' },
  }),
}));

const StyledTextarea = styled('textarea')(({ theme }) => ({
  padding: '8px 10px',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  resize: 'vertical',
  outline: 'none',
  '&:focus': {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 3px rgb(37 99 235 / 0.3)',
  },
  '&[aria-invalid="true"]': { borderColor: '#dc2626' },
  '&[aria-invalid="true"]:focus': { boxShadow: '0 0 0 3px rgb(220 38 38 / 0.3)' },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:focus': {
      borderColor: '#60a5fa',
      boxShadow: '0 0 0 3px rgb(96 165 250 / 0.3)',
    },
    '&[aria-invalid="true"]': { borderColor: '#f87171' },
    '&[aria-invalid="true"]:focus': {
      boxShadow: '0 0 0 3px rgb(248 113 113 / 0.3)',
    },
  }),
}));

const Count = styled('p')(({ theme }) => ({
  margin: 0,
  color: '#475569',
  fontSize: 12,
  textAlign: 'end',
  '&[data-state="error"]': { color: '#b91c1c' },
  ...theme.applyStyles('dark', {
    color: '#cbd5e1',
    '&[data-state="error"]': { color: '#f87171' },
  }),
}));
