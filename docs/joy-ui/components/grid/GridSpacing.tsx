import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const SPACINGS = ['0', '0.5', '1', '2', '3'];

export default function GridSpacing() {
  const [spacing, setSpacing] = React.useState('2');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>Spacing</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={spacing}
          onChange={(event) => setSpacing(event.target.value)}
          sx={{ flexWrap: 'wrap', gap: 2 }}
        >
          {SPACINGS.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
        </RadioGroup>
      </FormControl>
      <Grid container spacing={Number(spacing)}>
        {['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => (
          <Grid key={day} xs={4} sm={2}>
            <Sheet
              variant="soft"
              color="primary"
              sx={{ py: 2, textAlign: 'center', borderRadius: 'sm' }}
            >
              {day}
            </Sheet>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
