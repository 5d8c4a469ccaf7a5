import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';
import Check from '@mui/icons-material/Check';
import Tag from '@mui/icons-material/Tag';

export default function ChipClickable() {
  const [following, setFollowing] = React.useState(false);
  return (
    <Stack spacing={2}>
      <div>
        <Chip
          variant={following ? 'soft' : 'outlined'}
          color="primary"
          startDecorator={following ? <Check /> : <Add />}
          onClick={() => setFollowing((value) => !value)}
          slotProps={{ action: { 'aria-pressed': following } }}
        >
          Follow topic
        </Chip>
      </div>
      <Stack spacing={1}>
        <Typography level="body-sm">Related topics</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {['accessibility', 'design-tokens', 'performance'].map((topic) => (
            <Chip
              key={topic}
              startDecorator={<Tag />}
              slotProps={{ action: { component: 'a', href: `#${topic}` } }}
            >
              {topic}
            </Chip>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
