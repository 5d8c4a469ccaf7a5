/** The import a reader copies for one icon of `@mui/icons-material`. */

export const ICONS_PACKAGE = '@mui/icons-material';

/** The local name the import binds: `Delete` -> `DeleteIcon`. */
export function componentName(exportName: string): string {
  return `${exportName}Icon`;
}

/** `import DeleteIcon from '@mui/icons-material/Delete';` */
export function importLine(exportName: string): string {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(exportName)) throw new Error(`Not an icon export name: "${exportName}"`);
  return `import ${componentName(exportName)} from '${ICONS_PACKAGE}/${exportName}';`;
}
