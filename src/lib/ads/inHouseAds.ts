import type { AdDisplay, InHouseAd } from './types';

/** Our own ads, shown when the ad network is blocked or has nothing to offer. */
export const IN_HOUSE_ADS: readonly InHouseAd[] = [
  {
    name: 'Toolpad',
    link: 'https://mui.com/toolpad/',
    img: '/ads/in-house-toolpad.svg',
    description:
      'Scaffold a full-stack app with auth, data and layout in minutes, then keep editing the code it writes.',
  },
  {
    name: 'Premium Templates',
    link: 'https://mui.com/store/',
    img: '/ads/in-house-templates.svg',
    description:
      'Skip the blank page: start from a polished dashboard, landing page or checkout built with our components.',
  },
  {
    name: 'Premium Themes',
    link: 'https://mui.com/store/',
    img: '/ads/in-house-themes.svg',
    description: 'Give your app a distinctive, consistent look in an afternoon with a professionally designed theme.',
  },
  {
    name: 'Enterprise Support',
    link: 'https://mui.com/pricing/',
    img: '/ads/in-house-support.svg',
    description: 'Ship with confidence: a support subscription gets your team priority answers from the maintainers.',
  },
  {
    name: 'Design Kit for Figma',
    link: 'https://mui.com/store/#design',
    img: '/ads/in-house-figma.svg',
    description: 'Every component as a Figma asset, so designers and developers work from the same building blocks.',
  },
];

/** Artwork the in-house ads expect under `static/` (served from static/ads/). */
export const IN_HOUSE_AD_IMAGE_PATHS: readonly string[] = IN_HOUSE_ADS.map((ad) => ad.img);

/** The per-ad label (`in-house-premium-templates`) lets analytics compare in-house ads with each other. */
export function inHouseToDisplayAd(ad: InHouseAd): AdDisplay {
  return { ...ad, poweredby: 'MUI', label: `in-house-${slugify(ad.name)}` };
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
