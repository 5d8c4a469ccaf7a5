import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { label: 'Share', icon: <ShareIcon /> },
  { label: 'Download PDF', icon: <DownloadIcon /> },
  { label: 'Print', icon: <PrintIcon /> },
];

export default function BreakpointsUseMediaQuery() {
  const theme = useTheme();
  const mdUp = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Stack spacing={1.5}>
      <Paper
        variant="outlined"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}
      >
        <Typography variant="subtitle1" component="h3" noWrap sx={{ flexGrow: 1 }}>
          Invoice 2024-117
        </Typography>
        {actions.map(({ label, icon }) =>
          mdUp ? (
            <Button key={label} startIcon={icon}>
              {label}
            </Button>
          ) : (
            <IconButton key={label} aria-label={label} color="primary">
              {icon}
            </IconButton>
          ),
        )}
      </Paper>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <code>{"useMediaQuery(theme.breakpoints.up('md'))"}</code> returns{' '}
        <code>{String(mdUp)}</code>
      </Typography>
    </Stack>
  );
}
