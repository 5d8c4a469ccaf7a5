/** The icon manifest the material-icons plugin writes with `createData` (plugins/material-icons). */
declare module '@generated/material-icons/default/manifest.json' {
  const manifest: import('@site/src/lib/materialIcons/format').IconManifest;
  export default manifest;
}
