import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import type { TableProps } from '@mui/joy/Table';

type Size = NonNullable<TableProps['size']>;
const SIZES: Size[] = ['sm', 'md', 'lg'];

export default function TableSizes() {
  const [size, setSize] = React.useState<Size>('sm');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Size"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {SIZES.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Table size={size}>
        <thead>
          <tr>
            <th scope="col">Server</th>
            <th scope="col">Region</th>
            <th scope="col">CPU</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>api-01</td>
            <td>Frankfurt</td>
            <td>42%</td>
          </tr>
          <tr>
            <td>api-02</td>
            <td>Frankfurt</td>
            <td>37%</td>
          </tr>
          <tr>
            <td>worker-01</td>
            <td>Virginia</td>
            <td>81%</td>
          </tr>
        </tbody>
      </Table>
    </Stack>
  );
}
