import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ShadowScale() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      {SIZES.map((size) => (
        <Sheet
          key={size}
          sx={{
            width: 96,
            height: 72,
            borderRadius: 'md',
            boxShadow: size,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography level="title-sm">{size}</Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
