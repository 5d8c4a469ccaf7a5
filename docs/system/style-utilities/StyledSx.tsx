import * as React from 'react';
import { styled } from '@mui/system';

// Style props come from the component's own props; `sx` is added at the call site.
const Tag = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.5, 1.25),
  border: '1px solid currentColor',
  borderRadius: 4,
  fontSize: '0.8125rem',
}));

export default function StyledSx() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Tag>Design</Tag>
      <Tag sx={{ color: 'primary.main', fontWeight: 600 }}>Engineering</Tag>
      <Tag sx={{ color: 'text.secondary', borderStyle: 'dashed' }}>Archived</Tag>
    </div>
  );
}
