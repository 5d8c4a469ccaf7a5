/**
 * Data model of the generated API reference pages.
 *
 * The extractor (plugins/api-docs/extract) reads the libraries' type declarations and produces
 * one `ComponentApi` per component, with texts kept as the Markdown found in the JSDoc. The
 * plugin turns each into an `ApiPageData` (texts rendered to HTML, links resolved against the
 * site's routes) that the page component receives as a module prop.
 */

/** Product areas that get API pages; each maps to one installed library. */
export type ApiAreaId = 'material-ui' | 'joy-ui' | 'system' | 'base-ui';

export const API_AREA_IDS: readonly ApiAreaId[] = ['material-ui', 'joy-ui', 'system', 'base-ui'];

/** A page whose demos use the component (filled by a later docs pass; empty for now). */
export interface ApiDemoLink {
  title: string;
  /** Site path with trailing slash, e.g. `/material-ui/react-button/`. */
  path: string;
}

export interface ApiSignatureParam {
  name: string;
  type: string;
  optional: boolean;
  description: string;
}

/** Signature of a callback prop, with the `@param` / `@returns` docs of the prop's JSDoc. */
export interface ApiSignature {
  params: ApiSignatureParam[];
  returns: { type: string; description: string };
}

export interface ApiProp {
  name: string;
  required: boolean;
  /** The prop's type as TypeScript prints it (`undefined` of optional props left out). */
  type: string;
  /** Set when the prop's type is a function. */
  signature?: ApiSignature;
  /** Text of the `@default` tag, verbatim (code). */
  default?: string;
  description: string;
  /** Text of the `@deprecated` tag; `''` when the tag has no text. Absent when not deprecated. */
  deprecated?: string;
}

export interface ApiSlot {
  name: string;
  /** The class of the slot's element, when the classes declaration has a key of that name. */
  defaultClass?: string;
  /** From the slot's `@default` tag, e.g. `'div'` or `Popper`. */
  defaultElement?: string;
  description: string;
}

export interface ApiClass {
  key: string;
  /** The class applied at runtime, e.g. `MuiButton-root`, `Mui-disabled`, `base--disabled`. */
  className: string;
  /** Global state classes are shared by every component (`.Mui-disabled`). */
  isGlobal: boolean;
  description: string;
  deprecated?: string;
}

export interface ApiInheritance {
  /** Name of the component whose props are also accepted, e.g. `ButtonBase` or `Transition`. */
  component: string;
  /** Area of a documented component of this site; absent for external components. */
  area?: ApiAreaId;
  /** Link given by the JSDoc (`inherits [X API](url)`), absolute. */
  url?: string;
  /** Names of the inherited props found in the declarations. */
  props: string[];
}

export interface ApiRef {
  /** Whether the component accepts a `ref` (forwarded to its root element). */
  forwarded: boolean;
  /** Instance type the ref receives, e.g. `HTMLButtonElement`, when the declarations say. */
  instance?: string;
}

export interface ApiImport {
  /** `import Button from '@mui/material/Button';` */
  path: string;
  /** `import { Button } from '@mui/material';` — absent when the package root does not export it. */
  named?: string;
}

export interface ComponentApi {
  /** Exported name, e.g. `Button`, `Unstable_NumberInput`. */
  name: string;
  /** URL segment: the kebab-case exported name. */
  slug: string;
  area: ApiAreaId;
  packageName: string;
  packageVersion: string;
  /** Declaration file of the component, relative to the package folder. */
  sourceFile: string;
  imports: ApiImport;
  /** Type parameters of the component's call signature, e.g. `['Value', 'Multiple', …]`. */
  typeParameters: string[];
  description: string;
  deprecated?: string;
  props: ApiProp[];
  ref: ApiRef;
  /** Root element or component from the type map (`'button'`), when declared. */
  rootElement?: string;
  /** Whether other props are spread to the root element (native attributes). */
  spreadsNativeProps: boolean;
  /** Whether the props include the system style props (`m`, `p`, `display`…). */
  systemProps: boolean;
  inheritance: ApiInheritance[];
  /** Key of the theme's `components` entry, e.g. `MuiButton`, `JoyInput`. */
  themeDefaultProps?: string;
  slots: ApiSlot[];
  classes: ApiClass[];
  demos: ApiDemoLink[];
}

export interface SkippedExport {
  name: string;
  reason: string;
}

export interface ExtractionError {
  name: string;
  message: string;
}

/** Everything extracted from one installed package: the cache file holds exactly this. */
export interface PackageApi {
  packageName: string;
  packageVersion: string;
  area: ApiAreaId;
  /** Fingerprint of the extractor's source; a cache written by another extractor is ignored. */
  extractorHash: string;
  /** Wall time of the (cold) extraction that produced this object. */
  durationMs: number;
  components: ComponentApi[];
  /** Capitalized value exports that are not documented as components, with the reason. */
  skipped: SkippedExport[];
  errors: ExtractionError[];
}

/** A text rendered for the page: Markdown from the JSDoc turned into trusted HTML. */
export type Html = string;

export interface ApiPagePropData extends Omit<ApiProp, 'description' | 'deprecated' | 'signature'> {
  descriptionHtml: Html;
  deprecatedHtml?: Html;
  signature?: {
    params: (Omit<ApiSignatureParam, 'description'> & { descriptionHtml: Html })[];
    returns: { type: string; descriptionHtml: Html };
  };
}

export interface ApiPageInheritance {
  component: string;
  /** Site path of the inherited component's API page, when this site has one. */
  path?: string;
  /** External link otherwise. */
  url?: string;
  props: string[];
}

/** The data of one API page (see ApiPageBatch). */
export interface ApiPageData {
  name: string;
  slug: string;
  area: ApiAreaId;
  areaName: string;
  packageName: string;
  packageVersion: string;
  sourceFile: string;
  /** The route of this page, e.g. `/material-ui/api/button/`. */
  permalink: string;
  imports: ApiImport;
  /** The import code tokenized at build time (serialized CompactLines, see src/lib/highlight). */
  importHighlighted: string;
  typeParameters: string[];
  descriptionHtml: Html;
  deprecatedHtml?: Html;
  props: ApiPagePropData[];
  ref: ApiRef;
  rootElement?: string;
  spreadsNativeProps: boolean;
  systemProps: boolean;
  inheritance: ApiPageInheritance[];
  themeDefaultProps?: string;
  slots: (Omit<ApiSlot, 'description'> & { descriptionHtml: Html })[];
  classes: (Omit<ApiClass, 'description' | 'deprecated'> & { descriptionHtml: Html; deprecatedHtml?: Html })[];
  demos: ApiDemoLink[];
}

/** The data module API routes receive: the pages of one batch, keyed by route path. */
export type ApiPageBatch = Record<string, ApiPageData>;
