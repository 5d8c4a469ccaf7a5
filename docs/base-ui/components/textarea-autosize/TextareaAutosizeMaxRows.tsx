import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const notes = [
  'Version 4.2 — 14 March',
  '',
  '- Invoices can now be exported as CSV.',
  '- Search finds customers by VAT number.',
  '- The dashboard loads twice as fast on slow connections.',
  '- Fixed: time zones in scheduled reports.',
  '- Fixed: dark mode colors in the invoice preview.',
  '- Removed: the legacy v1 API (announced in 3.8).',
].join('\n');

export default function TextareaAutosizeMaxRows() {
  const id = React.useId();

  return (
    <Field>
      <Label htmlFor={`${id}-notes`}>Release notes</Label>
      <Textarea
        id={`${id}-notes`}
        aria-describedby={`${id}-hint`}
        minRows={3}
        maxRows={6}
        defaultValue={notes}
      />
      <Hint id={`${id}-hint`}>Grows from 3 to 6 lines, then scrolls.</Hint>
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  maxWidth: 440,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: 14,
  lineHeight: '20px',
});

const Label = styled('label')({
  fontWeight: 600,
});

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: '8px 10px',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  resize: 'none',
  outline: 'none',
  '&:focus': {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 3px rgb(37 99 235 / 0.3)',
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:focus': {
      borderColor: '#60a5fa',
      boxShadow: '0 0 0 3px rgb(96 165 250 / 0.3)',
    },
  }),
}));

const Hint = styled('p')(({ theme }) => ({
  margin: 0,
  color: '#475569',
  ...theme.applyStyles('dark', { color: '#cbd5e1' }),
}));
