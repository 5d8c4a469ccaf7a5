import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import styles from './TextareaAutosizeComment.module.css';

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
    <div className={styles.root}>
      <ul className={styles.list}>
        {comments.map((comment) => (
          <li key={comment.id} className={styles.comment}>
            <strong>{comment.author}</strong>
            <p className={styles.commentText}>{comment.text}</p>
          </li>
        ))}
      </ul>
      <form onSubmit={handleSubmit} className={styles.form}>
        <label htmlFor={`${id}-comment`} className={styles.label}>
          Add a comment
        </label>
        <TextareaAutosize
          id={`${id}-comment`}
          minRows={2}
          placeholder="Reply to Priya…"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={styles.textarea}
        />
        <div className={styles.actions}>
          <button
            type="submit"
            disabled={!draft.trim()}
            className={styles.primaryButton}
          >
            Comment
          </button>
        </div>
      </form>
    </div>
  );
}
