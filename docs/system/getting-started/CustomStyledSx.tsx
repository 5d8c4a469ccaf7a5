import * as React from 'react';
import { styled } from '@mui/system';

// theme.unstable_sx turns sx shorthands and theme paths into CSS inside styled.
const Tag = styled('span')(({ theme }) =>
  theme.unstable_sx({
    display: 'inline-flex',
    alignItems: 'center',
    px: 1,
    py: 0.25,
    border: 1,
    borderColor: 'divider',
    borderRadius: '999px',
    typography: 'caption',
    fontWeight: 500,
    color: 'text.primary',
  }),
);

export default function CustomStyledSx() {
  return (
    <div>
      <Tag>Draft</Tag> <Tag sx={{ borderColor: 'warning.main' }}>In review</Tag>{' '}
      <Tag
        sx={{
          bgcolor: 'success.main',
          borderColor: 'success.main',
          color: 'success.contrastText',
        }}
      >
        Published
      </Tag>{' '}
      <Tag sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
        Archived
      </Tag>
    </div>
  );
}
