import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const variants = ['outlined', 'filled', 'standard'] as const;
const sizes = ['medium', 'small'] as const;

function SortSelect({
  variant,
  size,
}: {
  variant: (typeof variants)[number];
  size: (typeof sizes)[number];
}) {
  const labelId = React.useId();
  const [sort, setSort] = React.useState('newest');

  return (
    <FormControl variant={variant} size={size} sx={{ minWidth: 150 }}>
      <InputLabel id={labelId}>Sort by</InputLabel>
      <Select
        labelId={labelId}
        label="Sort by"
        value={sort}
        onChange={(event) => setSort(event.target.value)}
      >
        <MenuItem value="newest">Newest first</MenuItem>
        <MenuItem value="price-asc">Price: low to high</MenuItem>
        <MenuItem value="price-desc">Price: high to low</MenuItem>
        <MenuItem value="rating">Best rated</MenuItem>
      </Select>
    </FormControl>
  );
}

export default function SelectVariantsSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack
          key={size}
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}
        >
          {variants.map((variant) => (
            <SortSelect key={variant} variant={variant} size={size} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
