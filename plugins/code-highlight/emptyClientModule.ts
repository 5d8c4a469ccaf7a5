// Stands in for theme-classic's prism-include-languages client module (see ./index.ts): the
// extra grammars are registered by src/lib/highlight/prism.ts wherever Prism runs.
export {};
