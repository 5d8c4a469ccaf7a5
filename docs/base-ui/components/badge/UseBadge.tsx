import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';
import { styled } from '@mui/system';

const folders = [
  { name: 'Inbox', unread: 128 },
  { name: 'Updates', unread: 14 },
  { name: 'Drafts', unread: 0 },
  { name: 'Archive', unread: 0 },
];

function UnreadCount({ count }: { count: number }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 99 });

  if (invisible) {
    return null;
  }
  return (
    <Count>
      {displayValue}
      <VisuallyHidden> unread</VisuallyHidden>
    </Count>
  );
}

export default function UseBadge() {
  return (
    <List aria-label="Mail folders">
      {folders.map((folder) => (
        <Folder key={folder.name}>
          {folder.name}
          <UnreadCount count={folder.unread} />
        </Folder>
      ))}
    </List>
  );
}

const List = styled('ul')(({ theme }) => [
  {
    width: '100%',
    maxWidth: 260,
    margin: 0,
    padding: 6,
    border: '1px solid #e2e8f0',
    borderRadius: 12,
    listStyle: 'none',
  },
  theme.applyStyles('dark', { borderColor: '#334155' }),
]);

const Folder = styled('li')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  margin: 0,
  padding: '8px 10px',
  fontSize: 14,
  lineHeight: '20px',
  '& + &': { marginTop: 0 },
});

const Count = styled('span')(({ theme }) => [
  {
    minWidth: 24,
    padding: '2px 8px',
    borderRadius: 999,
    backgroundColor: '#dbeafe',
    color: '#1e3a8a',
    fontSize: 12,
    fontWeight: 600,
    lineHeight: '16px',
    textAlign: 'center',
  },
  theme.applyStyles('dark', {
    backgroundColor: '#1e3a8a',
    color: '#dbeafe',
  }),
]);

const VisuallyHidden = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
