import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

function FollowButton() {
  const [following, setFollowing] = React.useState(false);
  const { getRootProps, active, focusVisible } = useButton({
    rootElementName: 'button',
  });

  return (
    <Follow
      {...getRootProps({ onClick: () => setFollowing((value) => !value) })}
      aria-pressed={following}
      data-active={active || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        {following ? (
          <path
            d="M3 8.5 6.5 12 13 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        ) : (
          <path
            d="M8 3v10M3 8h10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        )}
      </svg>
      Follow
    </Follow>
  );
}

export default function ButtonUseButton() {
  return (
    <Card>
      <Avatar aria-hidden="true">PN</Avatar>
      <div>
        <Name>Priya Natarajan</Name>
        <Role>Design systems lead at Northwind</Role>
      </div>
      <FollowButton />
    </Card>
  );
}

const Card = styled('div')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: 12,
    maxWidth: 420,
    padding: 16,
    borderRadius: 12,
    border: '1px solid #e2e8f0',
    backgroundColor: '#fff',
    '& > div': { flex: 1, minWidth: 160 },
  },
  theme.applyStyles('dark', {
    borderColor: '#314158',
    backgroundColor: '#0f172b',
  }),
]);

const Avatar = styled('span')({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
  color: '#fff',
  backgroundColor: '#7f22fe',
});

const Name = styled('p')({ margin: 0, fontSize: 15, fontWeight: 600 });

const Role = styled('p')(({ theme }) => [
  { margin: 0, fontSize: 13, color: '#45556c' },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);

const Follow = styled('button')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    fontFamily: 'inherit',
    fontSize: 14,
    fontWeight: 600,
    lineHeight: '20px',
    padding: '6px 14px',
    borderRadius: 999,
    border: '1px solid #155dfc',
    color: '#155dfc',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    transition: 'background-color 150ms, color 150ms, transform 100ms',
    '&:hover': { backgroundColor: '#eff6ff' },
    '&[aria-pressed="true"]': { color: '#fff', backgroundColor: '#155dfc' },
    '&[aria-pressed="true"]:hover': { backgroundColor: '#1447e6' },
    '&[data-active]': { transform: 'scale(0.96)' },
    '&[data-focus-visible]': { outline: '2px solid #155dfc', outlineOffset: 2 },
  },
  theme.applyStyles('dark', {
    color: '#8ec5ff',
    borderColor: '#8ec5ff',
    '&:hover': { backgroundColor: '#1c398e' },
    '&[aria-pressed="true"]': { color: '#0f172b', backgroundColor: '#8ec5ff' },
    '&[aria-pressed="true"]:hover': { backgroundColor: '#bedbff' },
    '&[data-focus-visible]': { outlineColor: '#51a2ff' },
  }),
]);
