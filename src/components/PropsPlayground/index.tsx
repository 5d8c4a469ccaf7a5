import React, { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { useMDXComponents } from '@mdx-js/react';
import { useWantLive } from '../Demo/useWantLive';
import {
  initialValues,
  jsxCode,
  previewProps,
  remountKey,
  type PlaygroundControl,
  type PlaygroundPreset,
  type PlaygroundValue,
} from '../../lib/propsPlayground';
import DemoErrorBoundary from '../Demo/ErrorBoundary';
import PlaygroundControlField from './Control';
import styles from './styles.module.css';

type Loader<T> = () => Promise<{ default: T }>;

export interface PropsPlaygroundProps {
  /** The component's exported name: `<PropsPlayground component="Button" />`. */
  component: string;
  /** The rest is added by plugins/props-playground/remark from the API data and the presets. */
  controls?: PlaygroundControl[];
  preset?: PlaygroundPreset;
  /** Build-time tokens of the starting code, so that the page needs no highlighter until a change. */
  highlighted?: string;
  load?: Loader<ComponentType<Record<string, unknown>>>;
  loadTheme?: Loader<ComponentType<{ children: ReactNode }>>;
  loadIcon?: Loader<ComponentType>;
}

interface MarkdownCodeProps {
  className: string;
  highlighted?: string;
  children: string;
}

interface LivePreview {
  Component: ComponentType<Record<string, unknown>>;
  Theme: ComponentType<{ children: ReactNode }>;
  Icon?: ComponentType;
}

/**
 * Try a component's props: one control per prop the API data lets a control set, a live preview
 * in the demo theme and the JSX of the choices. The library loads once the playground is on
 * screen and the reader has interacted with the page, or as soon as they reach for a control;
 * until then the preview's box keeps its place, empty.
 */
export default function PropsPlayground({
  component,
  controls,
  preset,
  highlighted,
  load,
  loadTheme,
  loadIcon,
}: PropsPlaygroundProps) {
  if (!controls || !load || !loadTheme) {
    throw new Error(
      `<PropsPlayground component="${component}"> has no controls: add plugins/props-playground/remark to the docs plugin's remarkPlugins.`,
    );
  }
  // The code block a fenced block of the page renders: the theme's modules are on the page already,
  // where importing the code block here would bundle a second copy into every playground page.
  const MarkdownCode = useMDXComponents().code as ComponentType<MarkdownCodeProps> | undefined;
  if (!MarkdownCode) throw new Error(`<PropsPlayground component="${component}"> renders only inside MDX.`);
  const rootRef = useRef<HTMLElement>(null);
  const [values, setValues] = useState(() => initialValues(controls, preset));
  const { wantLive, requestLive } = useWantLive(rootRef);
  const [live, setLive] = useState<LivePreview | null>(null);

  useEffect(() => {
    if (!wantLive || live) return undefined;
    let cancelled = false;
    Promise.all([load(), loadTheme(), loadIcon?.()]).then(
      ([loaded, theme, icon]) => {
        if (!cancelled) setLive({ Component: loaded.default, Theme: theme.default, Icon: icon?.default });
      },
      (error: unknown) => console.error(`Could not load the ${component} playground.`, error),
    );
    return () => {
      cancelled = true;
    };
  }, [wantLive, live, load, loadTheme, loadIcon, component]);

  const code = jsxCode(component, controls, values, preset);
  const startingCode = jsxCode(component, controls, initialValues(controls, preset), preset);
  // A change may come without focus or a pointer (assistive technology, automation): it loads the library too.
  const change = (name: string, value: PlaygroundValue | undefined) => {
    requestLive();
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  let preview: ReactNode = null;
  if (live) {
    const { Component, Theme, Icon } = live;
    preview = (
      <Theme>
        <div className={clsx(styles.stage, preset?.spanWidth && styles.spanWidth)}>
          <DemoErrorBoundary
            resetKey={code}
            fallback={(error) => (
              <p role="alert" className={styles.error}>
                {component} did not render with these props: {error.message}
              </p>
            )}
          >
            <Component key={remountKey(controls, values)} {...previewProps(controls, values, preset)}>
              {Icon ? <Icon /> : preset?.children}
            </Component>
          </DemoErrorBoundary>
        </div>
      </Theme>
    );
  }

  return (
    <section
      ref={rootRef}
      aria-label="Playground"
      className={styles.playground}
      data-playground={component}
      data-playground-state={live ? 'live' : 'static'}
      data-search-exclude=""
    >
      <div className={styles.preview}>{preview}</div>
      <div
        role="group"
        aria-label={`${component} props`}
        className={styles.controls}
        onFocus={requestLive}
        onPointerDown={requestLive}
      >
        {controls.map((control) => (
          <PlaygroundControlField
            key={control.name}
            control={control}
            value={values[control.name]}
            onChange={(value) => change(control.name, value)}
          />
        ))}
        <button
          type="button"
          className={clsx('button button--sm button--secondary', styles.reset)}
          disabled={code === startingCode}
          onClick={() => setValues(initialValues(controls, preset))}
        >
          Reset props
        </button>
      </div>
      {/* As Markdown hands a fenced block over: a language class, and the text ending in a newline. */}
      <MarkdownCode className="language-jsx" highlighted={highlighted}>{`${code}\n`}</MarkdownCode>
    </section>
  );
}
