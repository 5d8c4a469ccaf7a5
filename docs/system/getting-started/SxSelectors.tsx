import * as React from 'react';
import Box from '@mui/material/Box';

const sections = [
  { name: 'Profile', count: 0 },
  { name: 'Notifications', count: 4 },
  { name: 'Billing', count: 1 },
  { name: 'Security', count: 0 },
];

export default function SxSelectors() {
  const [selected, setSelected] = React.useState('Notifications');

  return (
    <Box
      component="nav"
      aria-label="Account settings"
      sx={{
        maxWidth: 260,
        '& ul': { m: 0, p: 0, listStyle: 'none' },
        '& button': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          width: 1,
          px: 1.5,
          py: 1,
          border: 0,
          borderRadius: 1,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: 14,
          textAlign: 'left',
          cursor: 'pointer',
        },
        '& button:hover': { bgcolor: 'action.hover' },
        '& button:focus-visible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
        '& button[aria-current="true"]': {
          bgcolor: 'action.selected',
          fontWeight: 600,
        },
        '& .count': {
          minWidth: 20,
          height: 20,
          px: 0.75,
          lineHeight: '20px',
          borderRadius: '999px',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: 12,
          fontWeight: 600,
          textAlign: 'center',
        },
        // Read by screen readers, not shown.
        '& .visually-hidden': {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        },
      }}
    >
      <ul>
        {sections.map((section) => (
          <li key={section.name}>
            <button
              type="button"
              aria-current={section.name === selected ? 'true' : undefined}
              onClick={() => setSelected(section.name)}
            >
              {section.name}
              {section.count > 0 && (
                <span className="count">
                  {section.count}
                  <span className="visually-hidden"> new</span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Box>
  );
}
