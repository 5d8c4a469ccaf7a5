import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ChipActions() {
  const [clicks, setClicks] = React.useState(0);
  const [showDraft, setShowDraft] = React.useState(true);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip
          label="Filter: this week"
          onClick={() => setClicks((count) => count + 1)}
        />
        {showDraft && (
          <Chip
            label="Status: draft"
            variant="outlined"
            onDelete={() => setShowDraft(false)}
          />
        )}
        <Chip
          label="Docs site"
          component="a"
          href="#chip-links"
          clickable
          color="primary"
          variant="outlined"
        />
      </Stack>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {clicks > 0
          ? `Filter chip clicked ${clicks} times`
          : 'Click or delete a chip'}
      </Typography>
    </Stack>
  );
}
