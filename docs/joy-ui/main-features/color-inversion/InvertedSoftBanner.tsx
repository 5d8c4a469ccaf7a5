import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import type { ColorPaletteProp } from '@mui/joy/styles';

const COLORS: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function InvertedSoftBanner() {
  const [color, setColor] = React.useState<ColorPaletteProp>('success');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Banner color"
        value={color}
        onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {COLORS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Sheet
        variant="soft"
        color={color}
        invertedColors
        sx={{
          p: 2,
          borderRadius: 'md',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <LocalOfferOutlined sx={{ fontSize: '2rem' }} />
        <Box sx={{ flex: '1 1 220px' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography level="title-md">Annual plans are 20% off</Typography>
            <Chip size="sm" variant="soft">
              Until June 30
            </Chip>
          </Stack>
          <Typography level="body-sm" textColor="text.secondary">
            Switch before the end of the month and the discount applies to every
            seat.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button>See plans</Button>
          <Button variant="plain">Later</Button>
        </Stack>
      </Sheet>
    </Stack>
  );
}
