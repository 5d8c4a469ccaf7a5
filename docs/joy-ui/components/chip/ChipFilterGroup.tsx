import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const AMENITIES = ['Wi-Fi', 'Parking', 'Pool', 'Pet friendly', 'Breakfast', 'Gym'];

export default function ChipFilterGroup() {
  const labelId = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['Wi-Fi']);
  return (
    <Stack spacing={1.5}>
      <Typography level="title-sm" id={labelId}>
        Amenities
      </Typography>
      <Stack
        role="group"
        aria-labelledby={labelId}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {AMENITIES.map((name) => {
          const checked = selected.includes(name);
          return (
            <Chip
              key={name}
              variant="plain"
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked ? <Check /> : null}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={name}
                checked={checked}
                onChange={(event) =>
                  setSelected((current) =>
                    event.target.checked
                      ? [...current, name]
                      : current.filter((item) => item !== name),
                  )
                }
              />
            </Chip>
          );
        })}
      </Stack>
      <Typography level="body-sm">
        {selected.length === 0
          ? 'No filters applied'
          : `Showing stays with ${selected.join(', ')}`}
      </Typography>
    </Stack>
  );
}
