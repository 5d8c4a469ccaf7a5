import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

export default function InputMultiline() {
  const id = React.useId();

  return (
    <div>
      <Label htmlFor={id}>Delivery instructions</Label>
      <StyledInput
        id={id}
        multiline
        minRows={2}
        maxRows={6}
        placeholder="Gate code, where to leave the parcel, who can sign for it…"
        slots={{ textarea: Textarea }}
      />
    </div>
  );
}

const Label = styled('label')({
  display: 'block',
  marginBottom: 6,
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 500,
});

const StyledInput = styled(Input)(({ theme }) => [
  {
    display: 'flex',
    width: '100%',
    maxWidth: 420,
    padding: '0 12px',
    borderRadius: 8,
    border: '1px solid #62748e',
    backgroundColor: '#fff',
    boxShadow: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
    transition: 'border-color 150ms, box-shadow 150ms',
    '&:hover': { borderColor: '#45556c' },
    '&.base--focused': {
      borderColor: '#155dfc',
      boxShadow: '0 0 0 3px rgb(21 93 252 / 0.25)',
    },
  },
  theme.applyStyles('dark', {
    borderColor: '#62748e',
    backgroundColor: '#0f172b',
    '&:hover': { borderColor: '#90a1b9' },
    '&.base--focused': {
      borderColor: '#51a2ff',
      boxShadow: '0 0 0 3px rgb(81 162 255 / 0.3)',
    },
  }),
]);

// `styled` keeps the `ownerState` prop that Base UI passes to slot components
// off the DOM element.
const Textarea = styled(TextareaAutosize)(({ theme }) => [
  {
    flex: 1,
    minWidth: 0,
    padding: '8px 0',
    border: 0,
    outline: 0,
    resize: 'none',
    fontFamily: 'inherit',
    fontSize: 14,
    lineHeight: '20px',
    color: 'inherit',
    backgroundColor: 'transparent',
    '&::placeholder': { color: '#62748e', opacity: 1 },
  },
  theme.applyStyles('dark', {
    '&::placeholder': { color: '#90a1b9' },
  }),
]);
