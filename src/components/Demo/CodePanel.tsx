import React, { lazy, Suspense, type ReactNode } from 'react';
import { useTranslate } from '../../providers/DocsConfig';
import styles from './styles.module.css';
import TextButton from './TextButton';

/** Loaded with the code: the code panel is closed until a reader opens it. */
const loadCodeBlock = () => import('@theme/CodeBlock');
const CodeBlock = lazy(loadCodeBlock);

/** Starts loading the code block ahead of a reader opening the panel. */
export function preloadCodeBlock(): void {
  loadCodeBlock().catch((error: unknown) => console.error('Could not load the code block.', error));
}

export interface CodePanelProps {
  id: string;
  name: string;
  fileName: string;
  language: 'tsx' | 'jsx';
  /** The code to show; null while it loads. */
  source: string | null;
  /** The panel as the server rendered it, kept on screen until the code has loaded. */
  serverCode: string | null;
  /** Shown instead of the code while the reader edits it (the editor and its errors). */
  editor: ReactNode | null;
  /** Starts editing (once the code has loaded). */
  onEdit: () => void;
}

/** The demo's code under its toolbar: file name, Edit (or the editing note), then the code or the editor. */
export default function CodePanel({
  id,
  name,
  fileName,
  language,
  source,
  serverCode,
  editor,
  onEdit,
}: CodePanelProps) {
  const t = useTranslate();
  const loading = (
    <p className={styles.loading} role="status">
      {t('demo.loadingCode')}
    </p>
  );
  // The same element on the server and in the browser, so hydration keeps what the server wrote
  // (the server renders the code; the browser shows that markup until its code has loaded).
  const server =
    serverCode !== null ? (
      <div data-demo-code="" dangerouslySetInnerHTML={{ __html: serverCode }} suppressHydrationWarning />
    ) : null;

  let body: ReactNode;
  if (editor) body = editor;
  else if (source === null) body = server ?? loading;
  else
    body = (
      <div data-demo-code="">
        <Suspense fallback={loading}>
          <CodeBlock language={language} className={styles.codeBlock}>
            {source}
          </CodeBlock>
        </Suspense>
      </div>
    );

  return (
    <div id={id} className={styles.codePanel}>
      <div className={styles.codeHeader}>
        <span className={styles.fileName}>{fileName}</span>
        {editor ? (
          <span className={styles.editingNote}>{t('demo.editingNote')}</span>
        ) : (
          <TextButton demoName={name} action="edit" onClick={onEdit}>
            {t('demo.edit')}
          </TextButton>
        )}
      </div>
      {body}
    </div>
  );
}
