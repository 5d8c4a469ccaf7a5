import * as React from 'react';
import { shouldForwardProp, styled } from '@mui/system';

interface AvatarProps {
  size?: 'small' | 'medium' | 'large';
  tone?: 'blue' | 'green' | 'purple';
}

const dimensions = { small: 28, medium: 40, large: 56 };
const tones = { blue: '#1565c0', green: '#2e7d32', purple: '#6a1b9a' };

// `size` is a valid HTML attribute, so Emotion would write it on the <span>.
// The default filter still removes sx, theme, as and ownerState.
const Avatar = styled('span', {
  shouldForwardProp: (prop) =>
    prop !== 'size' && prop !== 'tone' && shouldForwardProp(prop),
})<AvatarProps>(({ theme, size = 'medium', tone = 'blue' }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: dimensions[size],
  height: dimensions[size],
  borderRadius: '50%',
  backgroundColor: tones[tone],
  color: '#fff',
  fontSize: dimensions[size] * 0.4,
  fontWeight: 600,
  verticalAlign: 'middle',
  marginRight: theme.spacing(1.5),
}));

export default function CustomShouldForwardProp() {
  return (
    <div>
      <Avatar size="small" tone="green" role="img" aria-label="Ana Lima">
        AL
      </Avatar>
      <Avatar role="img" aria-label="Kofi Mensah">
        KM
      </Avatar>
      <Avatar size="large" tone="purple" role="img" aria-label="Sofia Rossi">
        SR
      </Avatar>
    </div>
  );
}
