import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Stack from '@mui/joy/Stack';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function SelectSizes() {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {SIZES.map((size) => (
        <Select
          key={size}
          size={size}
          aria-label={`Rows per page (${size})`}
          defaultValue={25}
        >
          <Option value={10}>10 rows</Option>
          <Option value={25}>25 rows</Option>
          <Option value={50}>50 rows</Option>
        </Select>
      ))}
    </Stack>
  );
}
