import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

interface Comment {
  id: number;
  author: string;
  text: string;
}

export default function TextareaAutosizeComment() {
  const [comments, setComments] = React.useState<Comment[]>([
    {
      id: 1,
      author: 'Priya Natarajan',
      text: 'Can we keep the old endpoint for one more release? Two partners still call it.',
    },
  ]);
  const [draft, setDraft] = React.useState('');
  const id = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      return;
    }
    setComments([...comments, { id: comments.length + 1, author: 'You', text }]);
    setDraft('');
  };

  return (
    <Root>
      <List>
        {comments.map((comment) => (
          <li key={comment.id}>
            <strong>{comment.author}</strong>
            <p>{comment.text}</p>
          </li>
        ))}
      </List>
      <form onSubmit={handleSubmit}>
        <Label htmlFor={`${id}-comment`}>Add a comment</Label>
        <Textarea
          id={`${id}-comment`}
          minRows={2}
          placeholder="Reply to Priya…"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Actions>
          <PrimaryButton type="submit" disabled={!draft.trim()}>
            Comment
          </PrimaryButton>
        </Actions>
      </form>
    </Root>
  );
}

const Root = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  maxWidth: 440,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: 14,
  lineHeight: '20px',
  '& form': { display: 'flex', flexDirection: 'column', gap: 6, margin: 0 },
});

const List = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    padding: '10px 12px',
    borderRadius: 8,
    backgroundColor: '#f1f5f9',
  },
  '& p': { margin: '2px 0 0', whiteSpace: 'pre-wrap' },
  ...theme.applyStyles('dark', {
    '& li': { backgroundColor: '#1e293b' },
  }),
}));

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
  '&::placeholder': { color: '#64748b' },
  '&:focus': {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 3px rgb(37 99 235 / 0.3)',
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&::placeholder': { color: '#94a3b8' },
    '&:focus': {
      borderColor: '#60a5fa',
      boxShadow: '0 0 0 3px rgb(96 165 250 / 0.3)',
    },
  }),
}));

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
});

const PrimaryButton = styled('button')(({ theme }) => ({
  padding: '8px 14px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#2563eb',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  '&:disabled': {
    backgroundColor: '#cbd5e1',
    color: '#475569',
    cursor: 'not-allowed',
  },
  ...theme.applyStyles('dark', {
    '&:focus-visible': { outlineColor: '#60a5fa' },
    '&:disabled': { backgroundColor: '#334155', color: '#cbd5e1' },
  }),
}));
