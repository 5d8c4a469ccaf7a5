import * as React from 'react';
import Option from '@mui/joy/Option';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import type { TableProps } from '@mui/joy/Table';

type BorderAxis = NonNullable<TableProps['borderAxis']>;
const AXES: BorderAxis[] = [
  'xBetween',
  'x',
  'yBetween',
  'y',
  'bothBetween',
  'both',
  'none',
];

export default function TableBorders() {
  const [borderAxis, setBorderAxis] = React.useState<BorderAxis>('bothBetween');
  return (
    <Stack spacing={2}>
      <FormControl sx={{ maxWidth: 200 }}>
        <FormLabel>borderAxis</FormLabel>
        <Select
          value={borderAxis}
          onChange={(_event, value) => value && setBorderAxis(value)}
        >
          {AXES.map((axis) => (
            <Option key={axis} value={axis}>
              {axis}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Table borderAxis={borderAxis}>
        <thead>
          <tr>
            <th scope="col">Shift</th>
            <th scope="col">Mon</th>
            <th scope="col">Tue</th>
            <th scope="col">Wed</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Morning</th>
            <td>Ana</td>
            <td>Ben</td>
            <td>Ana</td>
          </tr>
          <tr>
            <th scope="row">Evening</th>
            <td>Chloe</td>
            <td>Dev</td>
            <td>Ben</td>
          </tr>
        </tbody>
      </Table>
    </Stack>
  );
}
