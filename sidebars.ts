import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiSidebarItems } from './plugins/api-docs/sidebar';

/**
 * One sidebar per product area, keyed by docs plugin id. Flags (newFeature, beta, unstable,
 * planned, legacy, deprecated, plan: 'pro' | 'premium') go in `customProps` here or in a page's
 * `sidebar_custom_props` front matter; a path listed twice fails the build.
 */
export const sidebarsByArea: Record<string, SidebarsConfig> = {
  'material-ui': {
    materialUi: [
      {
        type: 'category',
        label: 'Getting started',
        collapsible: false,
        items: [
          'getting-started/overview',
          'getting-started/installation',
          'getting-started/usage',
          { type: 'link', label: 'Templates', href: '/material-ui/getting-started/templates/' },
        ],
      },
      {
        type: 'category',
        label: 'Components',
        collapsible: false,
        items: [
          'components/all-components',
          {
            type: 'category',
            label: 'Inputs',
            collapsible: false,
            items: [
              'components/autocomplete/autocomplete',
              'components/button/button',
              'components/button-group/button-group',
              'components/checkbox/checkbox',
              'components/floating-action-button/floating-action-button',
              'components/radio-button/radio-button',
              'components/rating/rating',
              'components/select/select',
              'components/slider/slider',
              'components/switch/switch',
              'components/text-field/text-field',
              'components/transfer-list/transfer-list',
              'components/toggle-button/toggle-button',
            ],
          },
          {
            type: 'category',
            label: 'Data display',
            collapsible: false,
            items: [
              'components/avatar/avatar',
              'components/badge/badge',
              'components/chip/chip',
              'components/divider/divider',
              'components/icons/icons',
              'components/material-icons/material-icons',
              'components/list/list',
              'components/table/table',
              'components/tooltip/tooltip',
              'components/typography/typography',
            ],
          },
          {
            type: 'category',
            label: 'Feedback',
            collapsible: false,
            items: [
              'components/alert/alert',
              'components/backdrop/backdrop',
              'components/dialog/dialog',
              'components/progress/progress',
              'components/skeleton/skeleton',
              'components/snackbar/snackbar',
            ],
          },
          {
            type: 'category',
            label: 'Surfaces',
            collapsible: false,
            items: [
              'components/accordion/accordion',
              'components/app-bar/app-bar',
              'components/card/card',
              'components/paper/paper',
            ],
          },
          {
            type: 'category',
            label: 'Navigation',
            collapsible: false,
            items: [
              'components/bottom-navigation/bottom-navigation',
              'components/breadcrumbs/breadcrumbs',
              'components/drawer/drawer',
              'components/link/link',
              'components/menu/menu',
              'components/pagination/pagination',
              'components/speed-dial/speed-dial',
              'components/stepper/stepper',
              'components/tabs/tabs',
            ],
          },
          {
            type: 'category',
            label: 'Layout',
            collapsible: false,
            items: [
              'components/box/box',
              'components/container/container',
              { type: 'doc', id: 'components/grid/grid', customProps: { deprecated: true } },
              { type: 'doc', id: 'components/grid2/grid2', label: 'Grid v2' },
              'components/stack/stack',
              'components/image-list/image-list',
              { type: 'doc', id: 'components/hidden/hidden', customProps: { deprecated: true } },
            ],
          },
          {
            type: 'category',
            label: 'Utils',
            collapsible: false,
            items: [
              'components/click-away-listener/click-away-listener',
              'components/css-baseline/css-baseline',
              'components/modal/modal',
              'components/no-ssr/no-ssr',
              'components/popover/popover',
              'components/popper/popper',
              'components/portal/portal',
              'components/textarea-autosize/textarea-autosize',
              'components/transitions/transitions',
              'components/use-media-query/use-media-query',
            ],
          },
          {
            type: 'category',
            label: 'Lab',
            collapsible: false,
            items: [
              'components/about-the-lab/about-the-lab',
              'components/masonry/masonry',
              'components/timeline/timeline',
            ],
          },
        ],
      },
      {
        type: 'category',
        label: 'Customization',
        collapsible: false,
        items: ['customization/color', 'customization/density'],
      },
      { type: 'category', label: 'API', collapsed: true, items: apiSidebarItems('material-ui') },
    ],
  },
  'joy-ui': {
    joyUi: [
      {
        type: 'category',
        label: 'Getting started',
        collapsible: false,
        items: ['getting-started/overview', 'getting-started/installation', 'getting-started/usage'],
      },
      { type: 'category', label: 'API', collapsed: true, items: apiSidebarItems('joy-ui') },
    ],
  },
  system: {
    system: [
      {
        type: 'category',
        label: 'Getting started',
        collapsible: false,
        items: ['getting-started/overview', 'getting-started/installation', 'getting-started/usage'],
      },
      { type: 'category', label: 'API', collapsed: true, items: apiSidebarItems('system') },
    ],
  },
  'base-ui': {
    baseUi: [
      {
        type: 'category',
        label: 'Getting started',
        collapsible: false,
        items: ['getting-started/overview', 'getting-started/installation', 'getting-started/usage'],
      },
      { type: 'category', label: 'API', collapsed: true, items: apiSidebarItems('base-ui') },
    ],
  },
  x: {
    dataGrid: [
      {
        type: 'category',
        label: 'Data Grid',
        collapsible: false,
        items: ['react-data-grid/overview', 'react-data-grid/installation', 'react-data-grid/usage'],
      },
      {
        type: 'category',
        label: 'Migration',
        collapsible: false,
        items: ['migration/migration-data-grid-v6'],
      },
    ],
  },
  'toolpad-core': {
    toolpadCore: [
      {
        type: 'category',
        label: 'Getting started',
        collapsible: false,
        items: ['introduction/overview', 'introduction/installation', 'introduction/usage'],
      },
    ],
  },
  'docs-infra': {
    docsInfra: [
      {
        type: 'category',
        label: 'Getting started',
        collapsible: false,
        items: ['getting-started/overview', 'getting-started/writing-pages', 'getting-started/translating'],
      },
      {
        type: 'category',
        label: 'Test pages',
        collapsible: false,
        items: [
          'test-pages/navigation-flags',
          {
            type: 'link',
            label: 'New sample',
            href: '/experiments/docs/test-pages/navigation-flags/#newfeature',
            customProps: { newFeature: true },
          },
          {
            type: 'link',
            label: 'Beta sample',
            href: '/experiments/docs/test-pages/navigation-flags/#beta',
            customProps: { beta: true },
          },
          {
            type: 'link',
            label: 'Preview sample',
            href: '/experiments/docs/test-pages/navigation-flags/#unstable',
            customProps: { unstable: true },
          },
          {
            type: 'link',
            label: 'Planned sample',
            href: '/experiments/docs/test-pages/navigation-flags/#planned',
            customProps: { planned: true },
          },
          {
            type: 'link',
            label: 'Legacy sample',
            href: '/experiments/docs/test-pages/navigation-flags/#legacy',
            customProps: { legacy: true },
          },
          {
            type: 'link',
            label: 'Deprecated sample',
            href: '/experiments/docs/test-pages/navigation-flags/#deprecated',
            customProps: { deprecated: true },
          },
          {
            type: 'link',
            label: 'Pro plan sample',
            href: '/experiments/docs/test-pages/navigation-flags/#pro-plan',
            customProps: { plan: 'pro' },
          },
          {
            type: 'link',
            label: 'Premium plan sample',
            href: '/experiments/docs/test-pages/navigation-flags/#premium-plan',
            customProps: { plan: 'premium' },
          },
          'test-pages/code-blocks',
          'test-pages/demos',
        ],
      },
    ],
  },
};
