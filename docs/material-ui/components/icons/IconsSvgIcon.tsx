import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** A leaf, drawn for this page on the 24 × 24 grid Material icons use. */
function LeafIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 4c-8 0-14 4-14 11 0 1.6.4 3 1 4.2L4.3 21.9l1.4 1.4 2.7-2.7C9.6 21.5 11 22 12.5 22 18 22 20 15 20 4zm-7.5 16c-1 0-2-.3-2.8-.8l5-5-1.4-1.4-5 5C7.8 17 7.5 16 7.5 15c0-5 4.2-8.4 10.4-9-.5 8.3-2.3 14-5.4 14z" />
    </SvgIcon>
  );
}

export default function IconsSvgIcon() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <LeafIcon fontSize="small" />
      <LeafIcon />
      <LeafIcon fontSize="large" color="success" />
      <LeafIcon
        sx={{ fontSize: 48, color: 'secondary.main' }}
        titleAccess="Eco mode"
      />
    </Stack>
  );
}
