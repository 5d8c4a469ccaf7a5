import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const RANGES = ['Day', 'Week', 'Month', 'Year'];

export default function RadioSegmented() {
  const id = React.useId();
  const [range, setRange] = React.useState('Week');
  return (
    <div>
      <Typography id={id} level="title-sm" sx={{ mb: 1 }}>
        Chart range
      </Typography>
      <RadioGroup
        aria-labelledby={id}
        orientation="horizontal"
        variant="soft"
        value={range}
        onChange={(event) => setRange(event.target.value)}
        sx={{
          '--RadioGroup-gap': '0px',
          gap: 0.5,
          p: 0.5,
          borderRadius: 'lg',
          maxWidth: 320,
        }}
      >
        {RANGES.map((item) => {
          const checked = range === item;
          return (
            <Radio
              key={item}
              value={item}
              label={item}
              disableIcon
              variant={checked ? 'solid' : 'plain'}
              color={checked ? 'primary' : 'neutral'}
              sx={{ flex: 1, justifyContent: 'center', px: 1.5, py: 0.75 }}
              slotProps={{ action: { sx: { borderRadius: 'md' } } }}
            />
          );
        })}
      </RadioGroup>
    </div>
  );
}
