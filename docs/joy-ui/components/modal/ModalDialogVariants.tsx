import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const COLORS: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function ModalDialogVariants() {
  const [variant, setVariant] = React.useState<VariantProp | null>(null);
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Dialog color"
        value={color}
        onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {COLORS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {VARIANTS.map((option) => (
          <Button
            key={option}
            variant={option}
            color={color}
            onClick={() => setVariant(option)}
          >
            {option}
          </Button>
        ))}
      </Stack>
      <Modal open={variant !== null} onClose={() => setVariant(null)}>
        <ModalDialog variant={variant ?? 'outlined'} color={color}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Backup finished</DialogTitle>
          <DialogContent>
            1,284 files were copied to the archive drive in 3 minutes.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
