/**
 * The shape of a demo as the build hands it to the `<Demo>` component. The demos loader
 * (plugins/demos) produces these objects at build time from the TSX files next to a page;
 * the component and the sandbox builders only read them.
 */
import type { ComponentType, ReactNode } from 'react';

/** Language of the code a reader sees: the TSX source or the JavaScript derived from it. */
export type CodeVariant = 'TS' | 'JS';

/** How a demo is styled: MUI System (the default), Tailwind CSS classes or a CSS file. */
export type CodeStyling = 'System' | 'Tailwind' | 'CSS';

/** A file a demo imports from its own folder (data, a helper component, a CSS module). */
export interface DemoLocalFile {
  /** Path relative to the demo's folder as written in TypeScript, e.g. `accounts.ts`. */
  fileName: string;
  /** The file's text as written. */
  ts: string;
  /** Derived JavaScript (`.ts` and `.tsx` files); the same text for CSS and JavaScript files. */
  js: string;
}

/** What names a demo's source file without its text. */
export type DemoSourceInfo = Pick<DemoSource, 'styling' | 'fileName' | 'sourcePath'>;

/** One styling of a demo: its source in both languages and what a sandbox needs to run it. */
export interface DemoSource {
  styling: CodeStyling;
  /** File name of the source, e.g. `SliderStyled.tailwind.tsx`. */
  fileName: string;
  /** Path of the source file from the repository root, for the "view source" link. */
  sourcePath: string;
  /** The TSX source exactly as written. */
  tsx: string;
  /** JavaScript derived from `tsx` at build time (TypeScript with JSX preserved, then Prettier). */
  js: string;
  /** Sibling files it imports, directly or through each other. */
  files: DemoLocalFile[];
  /** Packages the code needs to run, at the versions installed for this site (Tailwind variants: `tailwindcss` too). */
  dependencies: Record<string, string>;
  /** Packages only the TypeScript variant needs (compiler and type packages), installed versions. */
  devDependencies: Record<string, string>;
  /** Tailwind only: the CSS compiled for this demo's classes, scoped to its preview. */
  css?: string;
}

/** What renders a demo's preview. */
export interface DemoLive {
  component: ComponentType;
  /** Wraps System demos in the demo theme; Tailwind and CSS demos need none. */
  Theme?: ComponentType<{ children: ReactNode }>;
}

/** A styling whose code has been loaded: the source plus what renders it. */
export interface LoadedDemoVariant extends DemoSource, DemoLive {}

/** Import map for the live editor: module specifier -> module namespace. */
export type DemoScope = Record<string, unknown>;

/** What `import demo from './Name.tsx?demo'` gives the page (the `<Demo demo={...}>` prop). */
export interface DemoModule {
  name: string;
  /** Stylings available for this demo, `System` first. */
  stylings: CodeStyling[];
  /** Where the System source lives: shown in the toolbar and linked before the code has loaded. */
  systemInfo: DemoSourceInfo;
  /**
   * The System source itself, in the server bundle and in `npm start`. Production pages load it
   * with `loadSystem` when a reader first opens, copies or exports the code: most readers never
   * do, and the code of every demo made each component page several KB heavier.
   */
  system?: DemoSource;
  loadSystem: () => Promise<{ default: DemoSource }>;
  /**
   * Server bundle only: the System preview, so that it renders into the page's HTML. In the
   * browser the preview's code is loaded when the demo comes into view (`loadLive`), and the
   * server's markup stays on screen until then.
   */
  live?: DemoLive;
  loadLive: () => Promise<{ default: DemoLive }>;
  /** The other stylings, loaded when chosen. */
  load: Partial<Record<CodeStyling, () => Promise<{ default: LoadedDemoVariant }>>>;
  /** Import maps for the live editor, loaded when a reader starts editing. */
  scope: Partial<Record<CodeStyling, () => Promise<{ default: DemoScope }>>>;
}
