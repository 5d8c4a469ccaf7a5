import * as React from 'react';
import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';
import { CartIcon, MailIcon, UsersIcon } from './icons';

export default function BadgeMax() {
  return (
    <Row>
      <Item>
        <Tile role="img" aria-label="Cart: 7 items">
          <StyledBadge badgeContent={7}>
            <CartIcon />
          </StyledBadge>
        </Tile>
        <Caption>7 items</Caption>
      </Item>
      <Item>
        <Tile role="img" aria-label="Inbox: 120 unread">
          <StyledBadge badgeContent={120}>
            <MailIcon />
          </StyledBadge>
        </Tile>
        <Caption>120 unread</Caption>
      </Item>
      <Item>
        <Tile role="img" aria-label="Team: 1,280 members">
          <StyledBadge badgeContent={1280} max={999}>
            <UsersIcon />
          </StyledBadge>
        </Tile>
        <Caption>1,280 members</Caption>
      </Item>
    </Row>
  );
}

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 32,
});

const Item = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
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

const Caption = styled('span')(({ theme }) => [
  { fontSize: 13, color: '#475569' },
  theme.applyStyles('dark', { color: '#94a3b8' }),
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
      whiteSpace: 'nowrap',
    },
  },
  theme.applyStyles('dark', {
    [`& .${badgeClasses.badge}`]: { boxShadow: '0 0 0 2px #1e293b' },
  }),
]);
