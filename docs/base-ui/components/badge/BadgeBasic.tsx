import * as React from 'react';
import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';
import { BellIcon, MailIcon } from './icons';

export default function BadgeBasic() {
  return (
    <Row>
      <IconButton type="button" aria-label="Notifications, 4 new">
        <StyledBadge badgeContent={4}>
          <BellIcon />
        </StyledBadge>
      </IconButton>
      <IconButton type="button" aria-label="Messages, 12 unread">
        <StyledBadge badgeContent={12}>
          <MailIcon />
        </StyledBadge>
      </IconButton>
    </Row>
  );
}

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
});

const IconButton = styled('button')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    padding: 0,
    border: '1px solid #cbd5e1',
    borderRadius: 10,
    backgroundColor: '#fff',
    color: '#334155',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#f1f5f9' },
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  },
  theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#e2e8f0',
    '&:hover': { backgroundColor: '#1e293b' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
]);

const StyledBadge = styled(Badge)(({ theme }) => [
  {
    position: 'relative',
    display: 'inline-flex',
    [`& .${badgeClasses.badge}`]: {
      position: 'absolute',
      top: -8,
      insetInlineEnd: -10,
      boxSizing: 'border-box',
      minWidth: 20,
      height: 20,
      padding: '0 6px',
      borderRadius: 10,
      backgroundColor: '#dc2626',
      boxShadow: '0 0 0 2px #fff',
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
    [`& .${badgeClasses.badge}`]: { boxShadow: '0 0 0 2px #0f172a' },
  }),
]);
