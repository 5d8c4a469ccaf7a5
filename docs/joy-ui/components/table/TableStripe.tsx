import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

const RUNS = [
  { date: 'Mar 3', distance: '5.2 km', pace: '5:41 /km' },
  { date: 'Mar 5', distance: '8.0 km', pace: '5:55 /km' },
  { date: 'Mar 8', distance: '3.1 km', pace: '5:12 /km' },
  { date: 'Mar 10', distance: '12.4 km', pace: '6:08 /km' },
  { date: 'Mar 12', distance: '6.5 km', pace: '5:47 /km' },
];

export default function TableStripe() {
  const [stripe, setStripe] = React.useState<'odd' | 'even'>('odd');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Striped rows"
        value={stripe}
        onChange={(event) => setStripe(event.target.value as 'odd' | 'even')}
        sx={{ gap: 2 }}
      >
        <Radio value="odd" label="odd" />
        <Radio value="even" label="even" />
      </RadioGroup>
      <Table stripe={stripe} borderAxis="none">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Distance</th>
            <th scope="col">Pace</th>
          </tr>
        </thead>
        <tbody>
          {RUNS.map((run) => (
            <tr key={run.date}>
              <td>{run.date}</td>
              <td>{run.distance}</td>
              <td>{run.pace}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
