import * as React from 'react';
import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';

export default function BadgeDot() {
  const [away, setAway] = React.useState(false);

  return (
    <Layout>
      <Person>
        <StyledBadge invisible={away}>
          <Avatar aria-hidden="true">AS</Avatar>
        </StyledBadge>
        <div>
          <Name>Ana Souza</Name>
          <Status>{away ? 'Away' : 'Online'}</Status>
        </div>
      </Person>
      <Label>
        <input
          type="checkbox"
          checked={away}
          onChange={(event) => setAway(event.target.checked)}
        />
        Appear away
      </Label>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 32,
});

const Person = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
});

const Avatar = styled('span')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    borderRadius: '50%',
    backgroundColor: '#dbeafe',
    color: '#1e3a8a',
    fontSize: 15,
    fontWeight: 600,
  },
  theme.applyStyles('dark', {
    backgroundColor: '#1e3a8a',
    color: '#dbeafe',
  }),
]);

const Name = styled('div')({ fontSize: 15, fontWeight: 600 });

const Status = styled('div')(({ theme }) => [
  { fontSize: 13, color: '#475569' },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const Label = styled('label')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    fontSize: 14,
    lineHeight: '20px',
    cursor: 'pointer',
    '& input': { width: 16, height: 16, margin: 0, accentColor: '#2563eb' },
  },
  theme.applyStyles('dark', { '& input': { accentColor: '#60a5fa' } }),
]);

const StyledBadge = styled(Badge)(({ theme }) => [
  {
    position: 'relative',
    display: 'inline-flex',
    [`& .${badgeClasses.badge}`]: {
      position: 'absolute',
      bottom: 1,
      insetInlineEnd: 1,
      width: 12,
      height: 12,
      borderRadius: '50%',
      backgroundColor: '#059669',
      boxShadow: '0 0 0 2px #fff',
      transition: 'transform 150ms ease-out',
    },
    [`& .${badgeClasses.invisible}`]: { transform: 'scale(0)' },
  },
  theme.applyStyles('dark', {
    [`& .${badgeClasses.badge}`]: { boxShadow: '0 0 0 2px #0b0d0e' },
  }),
]);
