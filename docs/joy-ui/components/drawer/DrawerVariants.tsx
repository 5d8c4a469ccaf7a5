import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function DrawerVariants() {
  const [variant, setVariant] = React.useState<VariantProp | null>(null);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {VARIANTS.map((option) => (
        <Button
          key={option}
          variant={option}
          color="primary"
          onClick={() => setVariant(option)}
        >
          {option}
        </Button>
      ))}
      <Drawer
        variant={variant ?? 'plain'}
        color="primary"
        invertedColors
        open={variant !== null}
        onClose={() => setVariant(null)}
      >
        <ModalClose aria-label="Close" />
        <DialogTitle>Release 4.2</DialogTitle>
        <DialogContent sx={{ px: 2 }}>
          Shared folders, faster search and a new export dialog. The text, title and
          close button adapt to the {variant ?? 'plain'} surface.
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
