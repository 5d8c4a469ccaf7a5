import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';
import type { SvgIconProps } from '@mui/joy/SvgIcon';

// An icon drawn for this app: a path in a 24 × 24 box, like most icon sets use.
function BoltIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M13 2 4.5 13.5H11L10 22l8.5-11.5H12L13 2z" />
    </SvgIcon>
  );
}

const SIZES = [
  { label: 'size="sm"', props: { size: 'sm' } },
  { label: 'size="md"', props: { size: 'md' } },
  { label: 'size="lg"', props: { size: 'lg' } },
  { label: 'fontSize="xl4"', props: { fontSize: 'xl4', color: 'warning' } },
] as const;

export default function CustomSvgIcon() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SIZES.map((item) => (
          <Stack key={item.label} spacing={0.5} sx={{ alignItems: 'center' }}>
            <BoltIcon {...item.props} />
            <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
              {item.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button color="warning" startDecorator={<BoltIcon />}>
          Turn on boost
        </Button>
        <Button variant="soft" color="warning" startDecorator={<BoltIcon />}>
          Schedule boost
        </Button>
        <Button variant="outlined" color="neutral" startDecorator={<BoltIcon />}>
          Boost settings
        </Button>
      </Stack>
    </Stack>
  );
}
