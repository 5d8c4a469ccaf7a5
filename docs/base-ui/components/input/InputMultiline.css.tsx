import * as React from 'react';
import { Input, type InputOwnerState } from '@mui/base/Input';
import {
  TextareaAutosize,
  type TextareaAutosizeProps,
} from '@mui/base/TextareaAutosize';
import styles from './InputMultiline.module.css';

// Base UI passes `ownerState` to slot components; keep it off the DOM element.
const Textarea = React.forwardRef<
  HTMLTextAreaElement,
  TextareaAutosizeProps & { ownerState?: InputOwnerState }
>(function Textarea({ ownerState, className, ...props }, ref) {
  return (
    <TextareaAutosize
      {...props}
      ref={ref}
      className={`${className ?? ''} ${styles.textarea}`}
    />
  );
});

export default function InputMultiline() {
  const id = React.useId();

  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        Delivery instructions
      </label>
      <Input
        id={id}
        multiline
        minRows={2}
        maxRows={6}
        placeholder="Gate code, where to leave the parcel, who can sign for it…"
        slots={{ textarea: Textarea }}
        slotProps={{ root: { className: styles.root } }}
      />
    </div>
  );
}
