import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import FilterListIcon from '@mui/icons-material/FilterList';
import { CurrentBreakpoint } from './breakpoint';

const filters = ['Vegetarian', 'Under €15', 'Open now', 'Terrace', 'Delivery'];

export default function HiddenUseMediaQuery() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <div>
      <CurrentBreakpoint />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {wide
            ? 'md and up: every filter is on screen.'
            : 'Below md: the filters sit behind one button.'}
        </Typography>
        {wide ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {filters.map((filter) => (
              <Chip key={filter} label={filter} variant="outlined" />
            ))}
          </Stack>
        ) : (
          <Button variant="outlined" startIcon={<FilterListIcon />}>
            Filters ({filters.length})
          </Button>
        )}
      </Stack>
    </div>
  );
}
