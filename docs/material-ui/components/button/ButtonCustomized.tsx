import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha, styled } from '@mui/material/styles';

const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: 600,
  boxShadow: 'none',
  '&:hover': { boxShadow: 'none' },
  '&.Mui-focusVisible': {
    outline: `3px solid ${alpha(theme.palette.primary.main, 0.4)}`,
    outlineOffset: 2,
  },
}));

export default function ButtonCustomized() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PillButton variant="contained">Start free trial</PillButton>
      <PillButton variant="outlined">Talk to sales</PillButton>
      <Button
        variant="text"
        sx={{
          textTransform: 'none',
          color: 'text.secondary',
          '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
        }}
      >
        Maybe later
      </Button>
    </Stack>
  );
}
