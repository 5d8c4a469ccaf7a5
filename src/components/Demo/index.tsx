import React, { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeVariant } from '../../providers/CodeVariant';
import { useCodeStyling } from '../../providers/CodeStyling';
import { useTranslate } from '../../providers/DocsConfig';
import { useThemeSettings } from '../../providers/ThemeSettings';
import { demoAnchors, effectiveStyling, parseDemoHash } from '../../lib/demos/variants';
import { demoTitle } from '../../lib/demos/title';
import type {
  CodeStyling,
  CodeVariant,
  DemoLive,
  DemoModule,
  DemoScope,
  DemoSource,
  LoadedDemoVariant,
} from '../../lib/demos/types';
import { customFieldsOf } from '../../lib/customFields';
import type { SandboxProvider } from '../../lib/sandboxProject';
import CodePanel, { preloadCodeBlock } from './CodePanel';
import DemoErrorBoundary from './ErrorBoundary';
import DemoErrorBox from './ErrorBox';
import DemoToolbar from './Toolbar';
import { useFocusHandoff } from './useFocusHandoff';
import { useHotDemoSources } from './useHotDemoSources';
import { useSystemSource } from './useSystemSource';
import { useWantLive } from './useWantLive';
import styles from './styles.module.css';

export interface DemoProps {
  /** The demo's name: `<Demo name="ButtonVariants" />` shows `ButtonVariants.tsx` from the page's folder. */
  name: string;
  /** Added by the demos remark plugin: the demo's live component and sources. */
  demo?: DemoModule;
  /** Show the code without the reader asking. */
  defaultCodeOpen?: boolean;
  /** Leave out the toolbar (for demos that are part of the prose). */
  hideToolbar?: boolean;
  /** `outlined` (default): a bordered preview; `inline`: no frame, for demos that sit in the text. */
  bg?: 'outlined' | 'inline';
}

type LiveEditorModule = typeof import('./LiveEditor');

interface EditSession {
  styling: CodeStyling;
  codeVariant: CodeVariant;
  /** What the text area holds. */
  code: string;
  /** What the preview runs: `code` once typing pauses. */
  runCode: string;
}

/** How long typing must pause before the preview runs the code and errors show. */
const EDIT_DEBOUNCE_MS = 300;

/**
 * The preview markup the server rendered for `name`, read while the page hydrates. It stays on
 * screen, untouched, until the demo's code has loaded; null after a client-side navigation.
 */
function readServerMarkup(name: string, part: 'data-demo-live' | 'data-demo-code' = 'data-demo-live'): string | null {
  if (typeof document === 'undefined') return null;
  const host = document.querySelector(`[data-demo="${CSS.escape(name)}"] [${part}]`);
  return host ? host.innerHTML : null;
}

/**
 * A live demo: the preview rendered with the demo theme and the reader's settings, a toolbar
 * (code styling, JS/TS, show code, copy, reset focus, reset, sandboxes, source) and the code,
 * which readers can edit in place. Written in MDX as `<Demo name="ButtonVariants" />`.
 */
export default function Demo({ name, demo, defaultCodeOpen = false, hideToolbar = false, bg = 'outlined' }: DemoProps) {
  if (!demo) {
    throw new Error(
      `<Demo name="${name}"> has no demo module: add plugins/demos/remark to the docs plugin's remarkPlugins.`,
    );
  }
  const t = useTranslate();
  const { siteConfig } = useDocusaurusContext();
  const location = useLocation();
  const { codeVariant, setCodeVariant } = useCodeVariant();
  const { codeStyling, setCodeStyling } = useCodeStyling();
  const brokenLinks = useBrokenLinks();
  for (const anchor of demoAnchors(name, demo.stylings)) brokenLinks.collectAnchor(anchor);

  const { direction } = useThemeSettings();
  const isBrowser = useIsBrowser();
  const rootRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const codePanelId = useId();
  const [codeOpen, setCodeOpen] = useState(defaultCodeOpen);
  const [resetKey, setResetKey] = useState(0);

  // The preview's code loads once the demo is on screen and the reader has interacted with the
  // page (or reaches for the demo); until then the server's markup, which looks the same, stays.
  const [serverMarkup] = useState(() => (demo.live ? null : readServerMarkup(name)));
  const { wantLive, requestLive } = useWantLive(rootRef, serverMarkup === null);
  const [systemLive, setSystemLive] = useState<DemoLive | null>(demo.live ?? null);

  // The styling shown: the reader's choice when this demo has it. Other stylings load on demand;
  // until one has loaded, the previous one stays on screen.
  const wanted = effectiveStyling(codeStyling, demo.stylings);
  const [loaded, setLoaded] = useState<Partial<Record<CodeStyling, LoadedDemoVariant>>>({});
  const hot = useHotDemoSources(name, setSystemLive);
  const systemSource = useSystemSource(demo, name);
  // A code panel the server rendered open stays as it is until the source has loaded.
  const [serverCode] = useState(() => (systemSource.source ? null : readServerMarkup(name, 'data-demo-code')));
  // null while the System source has not loaded (production pages load it on first need).
  const lastShown = useRef<DemoSource | LoadedDemoVariant | null>(systemSource.source);
  const current: DemoSource | LoadedDemoVariant | null =
    wanted === 'System'
      ? (hot.System ?? systemSource.source)
      : ((loaded[wanted] && (hot[wanted] as LoadedDemoVariant | undefined)) ?? loaded[wanted] ?? lastShown.current);
  lastShown.current = current;
  const shown = current ?? demo.systemInfo;
  const live: DemoLive | null = shown.styling === 'System' ? systemLive : (current as LoadedDemoVariant);

  const { rememberFocus, focusFirst } = useFocusHandoff(previewRef, live);

  useEffect(() => {
    if (!wantLive) return undefined;
    let cancelled = false;
    const report = (error: unknown) => console.error(`Could not load the ${wanted} code of the ${name} demo.`, error);
    if (wanted === 'System' && !systemLive) {
      demo.loadLive().then((module) => {
        if (cancelled) return;
        rememberFocus();
        setSystemLive(module.default);
      }, report);
    }
    const load = demo.load[wanted];
    if (wanted !== 'System' && load && !loaded[wanted]) {
      load().then((module) => {
        if (cancelled) return;
        rememberFocus();
        setLoaded((previous) => ({ ...previous, [wanted]: module.default }));
      }, report);
    }
    return () => {
      cancelled = true;
    };
  }, [demo, wantLive, wanted, systemLive, loaded, name, rememberFocus]);

  // A hash naming this demo (#Name, #Name.js, #tailwind-Name.tsx) opens its code in that variant.
  useEffect(() => {
    const target = parseDemoHash(location.hash);
    if (!target || target.name !== name) return undefined;
    if (target.codeVariant) setCodeVariant(target.codeVariant, { persist: false });
    if (target.codeStyling) setCodeStyling(target.codeStyling, { persist: false });
    setCodeOpen(true);
    const frame = requestAnimationFrame(() => rootRef.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [location.hash, name, setCodeVariant, setCodeStyling]);

  // Live editing: the editor module and the demo's imports arrive when a reader starts editing.
  const [edit, setEdit] = useState<EditSession | null>(null);
  const [editor, setEditor] = useState<{ module: LiveEditorModule; imports: DemoScope; styling: CodeStyling } | null>(
    null,
  );
  const [editError, setEditError] = useState<string | null>(null);
  // An edit belongs to the code it started from; another styling or variant shows its own code.
  const session = edit && edit.styling === shown.styling && edit.codeVariant === codeVariant ? edit : null;
  const editing = session !== null;
  const activeEditor = editing && editor?.styling === shown.styling ? editor : null;
  const textOf = (of: DemoSource) => (codeVariant === 'TS' ? of.tsx : of.js);
  const source = current ? textOf(current) : null;
  const code = editing ? session.code : source;

  // The shown source, loading the System one first when it has not arrived yet.
  const currentOrLoaded = (): Promise<DemoSource> => (current ? Promise.resolve(current) : systemSource.ensure());
  // An open code panel needs the source, unless it shows the TypeScript the server rendered into
  // it; a reader reaching for the demo may copy it, so it starts loading then too.
  const { preload: preloadSource } = systemSource;
  const serverCodeFits = serverCode !== null && codeVariant === 'TS';
  useEffect(() => {
    if (codeOpen && !current && !serverCodeFits) preloadSource();
  }, [codeOpen, current, serverCodeFits, preloadSource]);
  const reach = () => {
    requestLive();
    if (!current) preloadSource();
    preloadCodeBlock();
  };

  useEffect(() => {
    if (!edit || edit.runCode === edit.code) return undefined;
    const timer = window.setTimeout(
      () => setEdit((session) => session && { ...session, runCode: session.code }),
      EDIT_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [edit]);

  const startEditing = (from: DemoSource) => {
    const text = textOf(from);
    requestLive();
    setEdit({ styling: from.styling, codeVariant, code: text, runCode: text });
    setEditError(null);
    const { styling } = from;
    const loadScope = demo.scope[styling];
    Promise.all([import('./LiveEditor'), loadScope ? loadScope() : Promise.resolve({ default: {} })]).then(
      ([module, scope]) => setEditor({ module, imports: scope.default, styling }),
      (error: unknown) => console.error(`Could not load the live editor for the ${name} demo.`, error),
    );
  };

  const reset = useCallback(() => {
    requestLive();
    setEdit(null);
    setEditError(null);
    setResetKey((key) => key + 1);
  }, [requestLive]);

  const resetFocus = () => {
    focusFirst();
    if (!live) requestLive();
  };

  const openInSandbox = (provider: SandboxProvider) => {
    const title = demoTitle(name, shown.styling);
    const page = typeof window === 'undefined' ? '' : `${window.location.origin}${location.pathname}#${name}`;
    Promise.all([import('./openSandbox'), currentOrLoaded()]).then(
      ([{ openSandbox }, exported]) =>
        openSandbox(provider, {
          demo: exported,
          codeVariant,
          title,
          description: `${title}, a demo from ${siteConfig.title}: ${page}`,
          code: editing ? session.code : undefined,
        }),
      (error: unknown) => console.error(`Could not open the ${name} demo in ${provider}.`, error),
    );
  };

  const { links } = customFieldsOf(siteConfig);
  const sourceUrl = `${links.repositoryUrl}/blob/main/${shown.sourcePath}`;
  const fileName = codeVariant === 'TS' ? shown.fileName : shown.fileName.replace(/\.tsx$/, '.js');
  const title = demoTitle(name);

  let preview: ReactNode;
  if (live) {
    const Live = live.component;
    const running = activeEditor ? (
      <activeEditor.module.LivePreview
        code={session?.runCode ?? source ?? ''}
        imports={activeEditor.imports}
        onError={setEditError}
      />
    ) : (
      <Live />
    );
    const guarded = (
      <DemoErrorBoundary
        key={resetKey}
        // A new preview module (npm start: the next save) gets a fresh try after a crash.
        resetKey={live}
        fallback={(error) => <DemoErrorBox name={name} error={error} onReset={reset} />}
      >
        {running}
      </DemoErrorBoundary>
    );
    const Theme = live.Theme;
    preview = (
      <div key="live" data-demo-live="">
        {Theme ? <Theme>{guarded}</Theme> : <div dir={direction}>{guarded}</div>}
      </div>
    );
  } else if (serverMarkup !== null) {
    // Hydrates without touching the server's markup.
    preview = (
      <div key="server" data-demo-live="" dangerouslySetInnerHTML={{ __html: serverMarkup }} suppressHydrationWarning />
    );
  } else {
    preview = <div key="pending" data-demo-live="" className={styles.pending} />;
  }

  return (
    <div
      ref={rootRef}
      id={name}
      className={styles.demo}
      data-demo={name}
      onPointerEnter={live && current ? undefined : reach}
      onFocus={live && current ? undefined : reach}
    >
      <div
        ref={previewRef}
        className={clsx('demo-preview', styles.preview, bg === 'inline' && styles.previewInline)}
        data-search-exclude=""
        data-demo-state={isBrowser && live ? 'live' : 'static'}
        data-tailwind-demo={current?.css ? name : undefined}
      >
        {current?.css && <style>{current.css}</style>}
        {preview}
      </div>
      {!hideToolbar && (
        <DemoToolbar
          name={name}
          title={title}
          stylings={demo.stylings}
          styling={shown.styling}
          onStylingChange={(styling) => setCodeStyling(styling)}
          codeVariant={codeVariant}
          onCodeVariantChange={(variant) => setCodeVariant(variant)}
          codeOpen={codeOpen}
          codePanelId={codePanelId}
          onToggleCode={() => setCodeOpen((open) => !open)}
          getCode={() => code ?? systemSource.ensure().then(textOf)}
          onResetFocus={resetFocus}
          onReset={reset}
          onOpenSandbox={openInSandbox}
          sourceUrl={sourceUrl}
        />
      )}
      {codeOpen && (
        <CodePanel
          id={codePanelId}
          name={name}
          fileName={fileName}
          language={codeVariant === 'TS' ? 'tsx' : 'jsx'}
          source={source}
          serverCode={serverCode}
          onEdit={() => currentOrLoaded().then(startEditing, () => undefined)}
          editor={
            editing ? (
              <>
                {activeEditor ? (
                  <activeEditor.module.CodeEditor
                    value={session.code}
                    label={`${t('demo.editorLabel')}: ${fileName}`}
                    onChange={(value) => setEdit((session) => session && { ...session, code: value })}
                  />
                ) : (
                  <p className={styles.loading}>{t('demo.loadingEditor')}</p>
                )}
                <div className={styles.editError} aria-live="polite">
                  {editError && session.runCode === session.code && <pre>{editError}</pre>}
                </div>
              </>
            ) : null
          }
        />
      )}
    </div>
  );
}
