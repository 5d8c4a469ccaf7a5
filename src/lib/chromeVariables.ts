import { modes, productColors, shape, spacingUnit, typography, type PaletteMode } from './tokens';

/** Shades Infima expects around its primary colour, derived the way Infima's docs suggest. */
function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export function primaryScale(primary: string): Record<string, string> {
  return {
    '--ifm-color-primary': primary,
    '--ifm-color-primary-dark': mix(primary, 0, 0.1),
    '--ifm-color-primary-darker': mix(primary, 0, 0.15),
    '--ifm-color-primary-darkest': mix(primary, 0, 0.3),
    '--ifm-color-primary-light': mix(primary, 255, 0.1),
    '--ifm-color-primary-lighter': mix(primary, 255, 0.15),
    '--ifm-color-primary-lightest': mix(primary, 255, 0.3),
  };
}

/** Infima and site custom properties for one colour mode. */
export function chromeVariables(mode: PaletteMode): Record<string, string> {
  const tokens = modes[mode];
  return {
    ...primaryScale(tokens.primary),
    '--ifm-background-color': tokens.background,
    '--ifm-background-surface-color': tokens.surface,
    '--ifm-font-color-base': tokens.text,
    '--ifm-color-content-secondary': tokens.textSecondary,
    '--ifm-toc-border-color': tokens.divider,
    '--ifm-hr-background-color': tokens.divider,
    '--ifm-code-background': tokens.codeBackground,
    '--site-divider': tokens.divider,
    '--site-primary-contrast': tokens.primaryContrast,
    '--site-chip-success': tokens.chip.success,
    '--site-chip-primary': tokens.chip.primary,
    '--site-chip-neutral': tokens.chip.neutral,
    '--site-chip-warning': tokens.chip.warning,
    '--site-chip-plan': tokens.chip.plan,
  };
}

/** Mode-independent variables: shape, spacing, type and product colours. */
export function sharedVariables(): Record<string, string> {
  const products = Object.fromEntries(
    Object.entries(productColors).map(([id, color]) => [`--site-product-${id}`, color]),
  );
  return {
    '--site-radius': `${shape.borderRadius}px`,
    '--site-spacing': `${spacingUnit}px`,
    '--ifm-global-radius': `${shape.borderRadius}px`,
    '--ifm-button-border-radius': `${shape.borderRadius}px`,
    '--ifm-code-border-radius': `${shape.borderRadius / 2}px`,
    '--ifm-font-family-base': typography.fontFamily,
    '--ifm-font-family-monospace': typography.monospaceFamily,
    ...products,
  };
}

function block(selector: string, variables: Record<string, string>): string {
  const body = Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}

/** The stylesheet injected into every page's head, before any bundle CSS is applied. */
export function chromeStylesheet(): string {
  return [
    // `html` raises specificity above Infima's own `:root` defaults, which load later.
    block('html:root', { ...sharedVariables(), ...chromeVariables('light') }),
    block("html[data-theme='dark']", chromeVariables('dark')),
  ].join('\n');
}
