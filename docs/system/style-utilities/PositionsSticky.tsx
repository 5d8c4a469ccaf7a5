import * as React from 'react';
import Box from '@mui/material/Box';

const days = [
  {
    date: 'Monday 3 June',
    items: [
      { label: 'Coffee Lab', amount: '−€3.40' },
      { label: 'Metro card top-up', amount: '−€20.00' },
      { label: 'Salary', amount: '+€2,450.00' },
    ],
  },
  {
    date: 'Sunday 2 June',
    items: [
      { label: 'Farmers market', amount: '−€18.75' },
      { label: 'Cinema Ideal', amount: '−€14.00' },
    ],
  },
  {
    date: 'Saturday 1 June',
    items: [
      { label: 'Bookshop Bertrand', amount: '−€27.90' },
      { label: 'Transfer from Inês', amount: '+€35.00' },
      { label: 'Grocery store', amount: '−€62.18' },
    ],
  },
];

export default function PositionsSticky() {
  return (
    <Box
      role="region"
      aria-label="Recent transactions"
      tabIndex={0}
      sx={{
        isolation: 'isolate',
        height: 260,
        maxWidth: 420,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:focus-visible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {days.map((day) => (
        <section key={day.date}>
          <Box
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 1,
              px: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              color: 'text.secondary',
              typography: 'subtitle2',
            }}
          >
            {day.date}
          </Box>
          {day.items.map((item) => (
            <Box
              key={item.label}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                px: 2,
                py: 1.5,
                typography: 'body2',
              }}
            >
              <span>{item.label}</span>
              <span>{item.amount}</span>
            </Box>
          ))}
        </section>
      ))}
    </Box>
  );
}
