import * as React from 'react';
import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';
import { CartIcon } from './icons';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(2);
  const [showZero, setShowZero] = React.useState(false);
  const [hidden, setHidden] = React.useState(false);

  return (
    <Layout>
      <Row>
        <Tile role="img" aria-label={`Cart: ${count} items`}>
          <StyledBadge badgeContent={count} showZero={showZero} invisible={hidden}>
            <CartIcon />
          </StyledBadge>
        </Tile>
        <Button
          type="button"
          disabled={count === 0}
          onClick={() => setCount((value) => Math.max(0, value - 1))}
        >
          Remove item
        </Button>
        <Button type="button" onClick={() => setCount((value) => value + 1)}>
          Add item
        </Button>
      </Row>
      <Row>
        <Label>
          <input
            type="checkbox"
            checked={showZero}
            onChange={(event) => setShowZero(event.target.checked)}
          />
          Show zero
        </Label>
        <Label>
          <input
            type="checkbox"
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
          />
          Hide badge
        </Label>
      </Row>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 20,
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const Tile = styled('span')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 48,
    height: 48,
    borderRadius: 12,
    backgroundColor: '#f1f5f9',
    color: '#334155',
  },
  theme.applyStyles('dark', {
    backgroundColor: '#1e293b',
    color: '#e2e8f0',
  }),
]);

const Button = styled('button')(({ theme }) => [
  {
    padding: '8px 14px',
    border: '1px solid #cbd5e1',
    borderRadius: 8,
    backgroundColor: '#fff',
    color: '#0f172a',
    font: 'inherit',
    fontSize: 14,
    fontWeight: 500,
    lineHeight: '20px',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { backgroundColor: '#f1f5f9' },
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
    '&:disabled': { color: '#64748b', cursor: 'not-allowed' },
  },
  theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:hover:not(:disabled)': { backgroundColor: '#1e293b' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
    '&:disabled': { color: '#94a3b8' },
  }),
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
      top: -10,
      insetInlineEnd: -14,
      boxSizing: 'border-box',
      minWidth: 20,
      height: 20,
      padding: '0 6px',
      borderRadius: 10,
      backgroundColor: '#dc2626',
      boxShadow: '0 0 0 2px #f1f5f9',
      color: '#fff',
      fontSize: 12,
      fontWeight: 600,
      lineHeight: '20px',
      textAlign: 'center',
      transition: 'transform 150ms ease-out',
    },
    [`& .${badgeClasses.invisible}`]: { transform: 'scale(0)' },
  },
  theme.applyStyles('dark', {
    [`& .${badgeClasses.badge}`]: { boxShadow: '0 0 0 2px #1e293b' },
  }),
]);
