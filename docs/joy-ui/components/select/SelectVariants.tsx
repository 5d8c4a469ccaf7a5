import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function SelectVariants() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {VARIANTS.map((variant) => (
        <Select
          key={variant}
          variant={variant}
          aria-label={`Sort order (${variant})`}
          defaultValue="newest"
          sx={{ minWidth: 150 }}
        >
          <Option value="newest">Newest first</Option>
          <Option value="oldest">Oldest first</Option>
          <Option value="price">Lowest price</Option>
        </Select>
      ))}
    </Stack>
  );
}
