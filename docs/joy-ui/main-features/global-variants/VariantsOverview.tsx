import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function VariantsOverview() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Stack spacing={2}>
      <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
        <Switch
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />
        <FormLabel>Disabled</FormLabel>
      </FormControl>
      {VARIANTS.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography level="title-sm" sx={{ width: 64 }}>
            {variant}
          </Typography>
          <Button variant={variant} disabled={disabled}>
            Save
          </Button>
          <IconButton
            variant={variant}
            color="primary"
            disabled={disabled}
            aria-label="Add to favorites"
          >
            <FavoriteBorder />
          </IconButton>
          <Chip variant={variant} color="primary" disabled={disabled}>
            Draft
          </Chip>
          <Avatar variant={variant} color="primary">
            JL
          </Avatar>
          <Input
            variant={variant}
            color="primary"
            disabled={disabled}
            placeholder="Search files"
            aria-label={`Search files, ${variant}`}
            sx={{ width: 150 }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
