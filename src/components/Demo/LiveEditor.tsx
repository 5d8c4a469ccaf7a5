/**
 * Live editing, loaded only when a reader starts editing a demo: react-runner compiles the code
 * in the browser (Sucrase strips the types and JSX) and renders it with the demo's imports.
 */
import React, { useEffect, useMemo, type ChangeEvent } from 'react';
import { useRunner } from 'react-runner';
import type { DemoScope } from '../../lib/demos/types';
import styles from './styles.module.css';

export interface LivePreviewProps {
  code: string;
  /** The demo's imports: module specifier -> module. */
  imports: DemoScope;
  /** Called with the current error message, or null once the code runs. */
  onError: (error: string | null) => void;
}

/** Renders the edited code; while it fails, the last working version stays on screen. */
export function LivePreview({ code, imports, onError }: LivePreviewProps) {
  const scope = useMemo(() => ({ import: imports }), [imports]);
  const { element, error } = useRunner({ code, scope });
  useEffect(() => onError(error), [error, onError]);
  return element;
}

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  id?: string;
}

/** A plain code text area: it keeps the browser's own editing, undo and accessibility. */
export function CodeEditor({ value, onChange, label, id }: CodeEditorProps) {
  const rows = value.split('\n').length + 1;
  return (
    <textarea
      id={id}
      className={styles.editor}
      value={value}
      rows={rows}
      aria-label={label}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      autoCorrect="off"
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
    />
  );
}
