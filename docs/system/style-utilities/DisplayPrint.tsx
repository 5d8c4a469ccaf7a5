import * as React from 'react';
import Box from '@mui/material/Box';

const lines = [
  { label: 'Design review (6 h)', amount: '€540.00' },
  { label: 'Accessibility audit', amount: '€1,200.00' },
];

const button = {
  px: 1.5,
  py: 0.75,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
};

export default function DisplayPrint() {
  return (
    <Box
      sx={{
        maxWidth: 420,
        p: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Box sx={{ typography: 'subtitle1', fontWeight: 600 }}>
          Invoice INV-2025-014
        </Box>
        <Box sx={{ display: 'flex', gap: 1, displayPrint: 'none' }}>
          <Box
            component="button"
            type="button"
            sx={button}
            onClick={() => window.print()}
          >
            Print
          </Box>
        </Box>
      </Box>
      {lines.map((line) => (
        <Box
          key={line.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            typography: 'body2',
          }}
        >
          <span>{line.label}</span>
          <span>{line.amount}</span>
        </Box>
      ))}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          py: 1,
          borderTop: 2,
          borderColor: 'text.primary',
          typography: 'body2',
          fontWeight: 600,
        }}
      >
        <span>Total</span>
        <span>€1,740.00</span>
      </Box>
      <Box
        sx={{
          display: 'none',
          displayPrint: 'block',
          mt: 2,
          typography: 'caption',
        }}
      >
        Payment due within 30 days to IBAN PT50 0002 0123 1234 5678 9015 4.
      </Box>
    </Box>
  );
}
