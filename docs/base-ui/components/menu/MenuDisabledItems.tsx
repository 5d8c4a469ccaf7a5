import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu, menuClasses } from '@mui/base/Menu';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';
import { styled } from '@mui/system';
import { ChevronDownIcon } from './icons';

const commands = [
  { name: 'Undo', shortcut: 'Ctrl+Z' },
  { name: 'Redo', shortcut: 'Ctrl+Y', disabled: true },
  { name: 'Cut', shortcut: 'Ctrl+X' },
  { name: 'Copy', shortcut: 'Ctrl+C' },
  { name: 'Paste', shortcut: 'Ctrl+V', disabled: true },
];

export default function MenuDisabledItems() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  return (
    <Layout>
      <Dropdown>
        <StyledMenuButton>
          Edit
          <ChevronDownIcon />
        </StyledMenuButton>
        <StyledMenu slotProps={{ root: { placement: 'bottom-start', offset: 6 } }}>
          {commands.map((command) => (
            <StyledMenuItem
              key={command.name}
              disabled={command.disabled}
              onClick={() => setLastAction(command.name)}
            >
              {command.name}
              <Shortcut>{command.shortcut}</Shortcut>
            </StyledMenuItem>
          ))}
        </StyledMenu>
      </Dropdown>
      <Status>Last chosen: {lastAction ?? 'nothing yet'}</Status>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const Status = styled('p')(({ theme }) => [
  { margin: 0, fontSize: 14, lineHeight: '20px', color: '#475569' },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const StyledMenuButton = styled(MenuButton)(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    paddingBlock: 8,
    paddingInline: '14px 10px',
    border: '1px solid #cbd5e1',
    borderRadius: 8,
    backgroundColor: '#fff',
    color: '#0f172a',
    font: 'inherit',
    fontSize: 14,
    fontWeight: 500,
    lineHeight: '20px',
    cursor: 'pointer',
    '& svg': { transition: 'transform 150ms ease' },
    '&:hover': { backgroundColor: '#f1f5f9' },
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
    [`&.${menuButtonClasses.expanded} svg`]: { transform: 'rotate(180deg)' },
  },
  theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#1e293b' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
]);

const StyledMenu = styled(Menu)(({ theme }) => [
  {
    zIndex: 400,
    [`& .${menuClasses.listbox}`]: {
      boxSizing: 'border-box',
      minWidth: 200,
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

const Shortcut = styled('span')(({ theme }) => [
  { color: '#64748b', fontSize: 13 },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const StyledMenuItem = styled(MenuItem)(({ theme }) => [
  {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 32,
    margin: 0,
    padding: '8px 10px',
    borderRadius: 6,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 0,
    '&:focus': { backgroundColor: '#f1f5f9' },
    [`&.${menuItemClasses.focusVisible}`]: { boxShadow: 'inset 0 0 0 2px #2563eb' },
    [`&.${menuItemClasses.disabled}`]: { color: '#94a3b8', cursor: 'default' },
    [`&.${menuItemClasses.disabled} span`]: { color: 'inherit' },
  },
  theme.applyStyles('dark', {
    '&:focus': { backgroundColor: '#1e293b' },
    [`&.${menuItemClasses.focusVisible}`]: { boxShadow: 'inset 0 0 0 2px #60a5fa' },
    [`&.${menuItemClasses.disabled}`]: { color: '#64748b' },
  }),
]);
