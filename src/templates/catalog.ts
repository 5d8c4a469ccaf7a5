/**
 * The Material UI page templates. Each entry has a live route at
 * `/material-ui/getting-started/templates/<slug>/`, served by
 * `src/pages/material-ui/getting-started/templates/<slug>/index.tsx`.
 *
 * Data only: importing this file never pulls a template (or Material UI) into a bundle.
 */

export type TemplateSlug =
  | 'marketing'
  | 'blog'
  | 'checkout'
  | 'dashboard'
  | 'pricing'
  | 'sign-in'
  | 'sign-in-side'
  | 'sign-up'
  | 'sticky-footer';

export interface TemplateEntry {
  slug: TemplateSlug;
  title: string;
  /** One line, also used as the page's meta description. */
  description: string;
  /** The template's main file, relative to the repository root. */
  sourcePath: string;
}

export const TEMPLATES_PATH = '/material-ui/getting-started/templates/';

export const TEMPLATES: readonly TemplateEntry[] = [
  {
    slug: 'marketing',
    title: 'Marketing page',
    description: 'A product landing page with a hero, a features grid, testimonials, an FAQ and a footer.',
    sourcePath: 'src/templates/marketing/Marketing.tsx',
  },
  {
    slug: 'blog',
    title: 'Blog',
    description: 'A magazine-style blog home with a featured story, a grid of posts and an archive sidebar.',
    sourcePath: 'src/templates/blog/Blog.tsx',
  },
  {
    slug: 'checkout',
    title: 'Checkout',
    description: 'A three-step checkout with a shipping address form, card payment, order review and confirmation.',
    sourcePath: 'src/templates/checkout/Checkout.tsx',
  },
  {
    slug: 'dashboard',
    title: 'Dashboard',
    description: 'A store admin overview with drawer navigation, stat cards, an SVG revenue chart and recent orders.',
    sourcePath: 'src/templates/dashboard/Dashboard.tsx',
  },
  {
    slug: 'pricing',
    title: 'Pricing',
    description: 'Three pricing tiers with feature lists, a monthly or yearly billing switch and common questions.',
    sourcePath: 'src/templates/pricing/Pricing.tsx',
  },
  {
    slug: 'sign-in',
    title: 'Sign in',
    description: 'A centred sign-in card with email and password validation, remember me and password reset.',
    sourcePath: 'src/templates/sign-in/SignIn.tsx',
  },
  {
    slug: 'sign-in-side',
    title: 'Sign in side',
    description: 'A split-screen sign-in with an illustrated brand panel beside the form.',
    sourcePath: 'src/templates/sign-in-side/SignInSide.tsx',
  },
  {
    slug: 'sign-up',
    title: 'Sign up',
    description: 'An account sign-up form with name, email, a password strength hint and required terms.',
    sourcePath: 'src/templates/sign-up/SignUp.tsx',
  },
  {
    slug: 'sticky-footer',
    title: 'Sticky footer',
    description: 'A short page whose footer stays at the bottom of the viewport until the content pushes it down.',
    sourcePath: 'src/templates/sticky-footer/StickyFooter.tsx',
  },
];

export function templatePath(slug: TemplateSlug): string {
  return `${TEMPLATES_PATH}${slug}/`;
}

export function getTemplate(slug: TemplateSlug): TemplateEntry {
  const entry = TEMPLATES.find((template) => template.slug === slug);
  if (!entry) throw new Error(`Unknown template: ${slug}`);
  return entry;
}
