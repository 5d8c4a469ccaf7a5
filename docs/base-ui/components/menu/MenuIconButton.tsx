import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu, menuClasses } from '@mui/base/Menu';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';
import { styled } from '@mui/system';
import { FileIcon, MoreVerticalIcon } from './icons';

const files = [
  { name: 'Q3 report.pdf', size: '2.4 MB' },
  { name: 'Brand guidelines.fig', size: '18 MB' },
  { name: 'Team offsite budget.xlsx', size: '96 KB' },
];

export default function MenuIconButton() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  return (
    <div>
      <List aria-label="Shared files">
        {files.map((file) => (
          <Row key={file.name}>
            <FileIcon />
            <FileName>{file.name}</FileName>
            <FileSize>{file.size}</FileSize>
            <Dropdown>
              <StyledMenuButton aria-label={`More actions for ${file.name}`}>
                <MoreVerticalIcon />
              </StyledMenuButton>
              <StyledMenu
                slotProps={{ root: { placement: 'bottom-end', offset: 4 } }}
              >
                <StyledMenuItem onClick={() => setLastAction(`Rename ${file.name}`)}>
                  Rename
                </StyledMenuItem>
                <StyledMenuItem
                  onClick={() => setLastAction(`Download ${file.name}`)}
                >
                  Download
                </StyledMenuItem>
                <StyledMenuItem
                  className="danger"
                  onClick={() => setLastAction(`Delete ${file.name}`)}
                >
                  Delete
                </StyledMenuItem>
              </StyledMenu>
            </Dropdown>
          </Row>
        ))}
      </List>
      <Status>Last chosen: {lastAction ?? 'nothing yet'}</Status>
    </div>
  );
}

const List = styled('ul')(({ theme }) => [
  {
    maxWidth: 440,
    margin: '0 0 12px',
    padding: 0,
    border: '1px solid #e2e8f0',
    borderRadius: 12,
    listStyle: 'none',
  },
  theme.applyStyles('dark', { borderColor: '#334155' }),
]);

const Row = styled('li')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    margin: 0,
    paddingBlock: 6,
    paddingInline: '14px 6px',
    borderColor: '#e2e8f0',
    fontSize: 14,
    lineHeight: '20px',
    '& + &': { marginTop: 0, borderTopWidth: 1, borderTopStyle: 'solid' },
    '& > svg': { flexShrink: 0, color: '#64748b' },
  },
  theme.applyStyles('dark', {
    borderColor: '#334155',
    '& > svg': { color: '#94a3b8' },
  }),
]);

const FileName = styled('span')({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const FileSize = styled('span')(({ theme }) => [
  { color: '#475569', fontSize: 13 },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const Status = styled('p')(({ theme }) => [
  { margin: 0, fontSize: 14, lineHeight: '20px', color: '#475569' },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const StyledMenuButton = styled(MenuButton)(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 36,
    height: 36,
    padding: 0,
    border: 0,
    borderRadius: 8,
    backgroundColor: 'transparent',
    color: '#334155',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#f1f5f9' },
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: -2 },
    [`&.${menuButtonClasses.expanded}`]: { backgroundColor: '#e2e8f0' },
  },
  theme.applyStyles('dark', {
    color: '#cbd5e1',
    '&:hover': { backgroundColor: '#1e293b' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
    [`&.${menuButtonClasses.expanded}`]: { backgroundColor: '#334155' },
  }),
]);

const StyledMenu = styled(Menu)(({ theme }) => [
  {
    zIndex: 400,
    [`& .${menuClasses.listbox}`]: {
      boxSizing: 'border-box',
      minWidth: 160,
      margin: 0,
      padding: 6,
      border: '1px solid #e2e8f0',
      borderRadius: 10,
      backgroundColor: '#fff',
      color: '#0f172a',
      boxShadow: '0 10px 30px rgb(15 23 42 / 0.12)',
      listStyle: 'none',
      outline: 0,
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      fontSize: 14,
      lineHeight: '20px',
    },
  },
  theme.applyStyles('dark', {
    [`& .${menuClasses.listbox}`]: {
      borderColor: '#334155',
      backgroundColor: '#0f172a',
      color: '#f1f5f9',
      boxShadow: '0 10px 30px rgb(0 0 0 / 0.5)',
    },
  }),
]);

const StyledMenuItem = styled(MenuItem)(({ theme }) => [
  {
    margin: 0,
    padding: '8px 10px',
    borderRadius: 6,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 0,
    '&.danger': { color: '#b91c1c' },
    '&:focus': { backgroundColor: '#f1f5f9' },
    [`&.${menuItemClasses.focusVisible}`]: { boxShadow: 'inset 0 0 0 2px #2563eb' },
  },
  theme.applyStyles('dark', {
    '&.danger': { color: '#fca5a5' },
    '&:focus': { backgroundColor: '#1e293b' },
    [`&.${menuItemClasses.focusVisible}`]: { boxShadow: 'inset 0 0 0 2px #60a5fa' },
  }),
]);
