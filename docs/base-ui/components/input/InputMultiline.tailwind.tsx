import * as React from 'react';
import { Input, type InputOwnerState } from '@mui/base/Input';
import {
  TextareaAutosize,
  type TextareaAutosizeProps,
} from '@mui/base/TextareaAutosize';

// Base UI passes `ownerState` to slot components; keep it off the DOM element.
const Textarea = React.forwardRef<
  HTMLTextAreaElement,
  TextareaAutosizeProps & { ownerState?: InputOwnerState }
>(function Textarea({ ownerState, className, ...props }, ref) {
  return (
    <TextareaAutosize
      {...props}
      ref={ref}
      className={`${className ?? ''} min-w-0 flex-1 resize-none border-0 bg-transparent px-0 py-2 font-[inherit] text-sm/5 text-inherit outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400`}
    />
  );
});

export default function InputMultiline() {
  const id = React.useId();

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Delivery instructions
      </label>
      <Input
        id={id}
        multiline
        minRows={2}
        maxRows={6}
        placeholder="Gate code, where to leave the parcel, who can sign for it…"
        slots={{ textarea: Textarea }}
        slotProps={{
          root: {
            className:
              'flex w-full max-w-[420px] rounded-lg border border-slate-500 bg-white px-3 shadow-xs transition hover:border-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:hover:border-slate-400 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/25 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-400/30',
          },
        }}
      />
    </div>
  );
}
