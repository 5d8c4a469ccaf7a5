import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

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
    <div className="flex max-w-[440px] flex-col gap-4 font-sans text-sm">
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {comments.map((comment) => (
          <li
            key={comment.id}
            className="rounded-lg bg-slate-100 px-3 py-2.5 dark:bg-slate-800"
          >
            <strong>{comment.author}</strong>
            <p className="mt-0.5 mb-0 whitespace-pre-wrap">{comment.text}</p>
          </li>
        ))}
      </ul>
      <form onSubmit={handleSubmit} className="m-0 flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="font-semibold">
          Add a comment
        </label>
        <TextareaAutosize
          id={`${id}-comment`}
          minRows={2}
          placeholder="Reply to Priya…"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="box-border w-full resize-none rounded-lg border border-slate-300 bg-white px-2.5 py-2 font-sans text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:border-blue-600 focus:ring-3 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-blue-400 dark:focus:ring-blue-400/30"
        />
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={!draft.trim()}
            className="cursor-pointer rounded-lg border-0 bg-blue-600 px-3.5 py-2 font-sans text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 dark:focus-visible:outline-blue-400 dark:disabled:bg-slate-700 dark:disabled:text-slate-300"
          >
            Comment
          </button>
        </div>
      </form>
    </div>
  );
}
