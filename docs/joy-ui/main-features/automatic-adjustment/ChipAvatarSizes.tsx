import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function ChipAvatarSizes() {
  return (
    <Stack spacing={2}>
      {SIZES.map((size) => (
        <Stack
          key={size}
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Chip size={size} variant="outlined" startDecorator={<Avatar>MC</Avatar>}>
            Maya Chen
          </Chip>
          <Chip
            size={size}
            color="primary"
            startDecorator={<Avatar color="primary">TR</Avatar>}
          >
            Tomás Ruiz
          </Chip>
          <Chip size={size} color="success" startDecorator={<VerifiedRounded />}>
            Verified
          </Chip>
        </Stack>
      ))}
    </Stack>
  );
}
