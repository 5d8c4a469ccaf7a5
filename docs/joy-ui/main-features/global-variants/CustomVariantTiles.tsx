import * as React from 'react';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import CloudQueueRounded from '@mui/icons-material/CloudQueueRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import InventoryOutlined from '@mui/icons-material/InventoryOutlined';

interface TileProps {
  variant: VariantProp;
  color: ColorPaletteProp;
}

// A toggle tile that Joy does not ship, styled with the theme's variant styles.
const Tile = styled('button', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'color',
})<TileProps>(({ theme, variant, color }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  width: '100%',
  padding: theme.spacing(1.25, 1.5),
  border: 0,
  // Outlined and plain variants set no background: without this, the browser's own button
  // background would show through.
  backgroundColor: 'transparent',
  borderRadius: theme.vars.radius.md,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '--Icon-color': 'currentColor',
  '--Icon-fontSize': theme.vars.fontSize.xl2,
  ...theme.variants[variant][color],
  '&:hover': theme.variants[`${variant}Hover`][color],
  '&:active': theme.variants[`${variant}Active`][color],
  [theme.focus.selector]: theme.focus.default,
}));

const SOURCES = [
  {
    id: 'drive',
    name: 'Cloud drive',
    detail: 'Docs and spreadsheets',
    icon: <CloudQueueRounded />,
  },
  {
    id: 'csv',
    name: 'CSV file',
    detail: 'Contacts or orders',
    icon: <DescriptionOutlined />,
  },
  {
    id: 'shop',
    name: 'Online store',
    detail: 'Products and stock',
    icon: <InventoryOutlined />,
  },
];

export default function CustomVariantTiles() {
  const [selected, setSelected] = React.useState<string[]>(['csv']);
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id)
        ? current.filter((item) => item !== id)
        : [...current, id],
    );
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      {SOURCES.map((source) => {
        const on = selected.includes(source.id);
        return (
          <Tile
            key={source.id}
            type="button"
            aria-pressed={on}
            variant={on ? 'soft' : 'outlined'}
            color={on ? 'primary' : 'neutral'}
            onClick={() => toggle(source.id)}
          >
            {source.icon}
            <span>
              <strong>{source.name}</strong>
              <br />
              <small>{source.detail}</small>
            </span>
          </Tile>
        );
      })}
    </Stack>
  );
}
