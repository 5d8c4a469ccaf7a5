import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu, MenuListboxSlotProps } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';
import { styled } from '@mui/system';

const actions = ['Rename', 'Duplicate', 'Move to folder', 'Archive'];

/** Wraps the menu's list in a CssTransition, which the menu's popup drives. */
const AnimatedListbox = React.forwardRef<HTMLUListElement, MenuListboxSlotProps>(
  function AnimatedListbox(props, ref) {
    const { ownerState, ...other } = props;
    return (
      <Transition enterClassName="open" exitClassName="closed">
        <Listbox {...other} ref={ref} />
      </Transition>
    );
  },
);

export default function TransitionsMenu() {
  const [lastAction, setLastAction] = React.useState('');

  return (
    <Root>
      <Dropdown>
        <Trigger>Project actions</Trigger>
        <StyledMenu
          slots={{ listbox: AnimatedListbox }}
          slotProps={{ root: { placement: 'bottom-start', offset: 6 } }}
        >
          {actions.map((action) => (
            <Item key={action} onClick={() => setLastAction(action)}>
              {action}
            </Item>
          ))}
        </StyledMenu>
      </Dropdown>
      <Status role="status">{lastAction && `You chose “${lastAction}”.`}</Status>
    </Root>
  );
}

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

// Leaves room for the open menu below the button.
const Root = styled('div')({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 16,
  minHeight: 210,
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
});

const Trigger = styled(MenuButton)(({ theme }) => ({
  padding: '7px 13px',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&.base--focusVisible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#1e293b',
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#334155' },
    '&.base--focusVisible': { outlineColor: '#60a5fa' },
  }),
}));

const StyledMenu = styled(Menu)({
  zIndex: 1500,
});

// The menu swaps `open` and `closed`; it hides once `closed` has finished.
const Transition = styled(CssTransition)({
  transformOrigin: 'top left',
  transition: 'opacity 150ms ease-out, translate 150ms ease-out',
  '&.closed': { opacity: 0, translate: '0 -6px' },
  '&.open': { opacity: 1, translate: '0 0' },
  // Keep a transition for reduced motion: CssTransition waits for it to end.
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'opacity 150ms ease-out',
    '&.closed': { translate: '0 0' },
  },
});

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 200,
  margin: 0,
  padding: 6,
  border: '1px solid #e2e8f0',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 12px 32px rgb(15 23 42 / 0.16)',
  listStyle: 'none',
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
  outline: 0,
  ...theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#1e293b',
    color: '#f1f5f9',
    boxShadow: '0 12px 32px rgb(0 0 0 / 0.5)',
  }),
}));

const Item = styled(MenuItem)(({ theme }) => ({
  padding: '8px 10px',
  borderRadius: 8,
  cursor: 'pointer',
  outline: 0,
  '&:hover, &:focus': { backgroundColor: '#eff6ff', color: '#1e3a8a' },
  '&.base--focusVisible': { boxShadow: 'inset 0 0 0 2px #2563eb' },
  ...theme.applyStyles('dark', {
    '&:hover, &:focus': { backgroundColor: '#334155', color: '#f1f5f9' },
    '&.base--focusVisible': { boxShadow: 'inset 0 0 0 2px #60a5fa' },
  }),
}));

const Status = styled('p')({
  margin: 0,
  paddingTop: 8,
});
