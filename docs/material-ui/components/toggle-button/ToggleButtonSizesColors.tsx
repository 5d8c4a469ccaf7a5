import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, {
  type ToggleButtonGroupProps,
} from '@mui/material/ToggleButtonGroup';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import ViewListIcon from '@mui/icons-material/ViewList';

const sizes: NonNullable<ToggleButtonGroupProps['size']>[] = [
  'small',
  'medium',
  'large',
];

export default function ToggleButtonSizesColors() {
  const [range, setRange] = React.useState('week');
  const [layout, setLayout] = React.useState('list');

  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {sizes.map((size) => (
          <ToggleButtonGroup
            key={size}
            size={size}
            color="primary"
            aria-label={`Date range, ${size}`}
            exclusive
            value={range}
            onChange={(_event, value: string | null) => value && setRange(value)}
          >
            <ToggleButton value="day">Day</ToggleButton>
            <ToggleButton value="week">Week</ToggleButton>
            <ToggleButton value="month">Month</ToggleButton>
          </ToggleButtonGroup>
        ))}
      </Stack>
      <ToggleButtonGroup
        orientation="vertical"
        color="secondary"
        aria-label="Layout"
        exclusive
        value={layout}
        onChange={(_event, value: string | null) => value && setLayout(value)}
      >
        <ToggleButton value="list" aria-label="List">
          <ViewListIcon />
        </ToggleButton>
        <ToggleButton value="cards" aria-label="Cards">
          <ViewAgendaIcon />
        </ToggleButton>
        <ToggleButton value="grid" aria-label="Grid">
          <GridViewIcon />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
