import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

const MEMBERS = [
  { name: 'Priya Natarajan', initials: 'PN', role: 'Owner' },
  { name: 'Tomás Ferreira', initials: 'TF', role: 'Editor' },
  { name: 'Hannah Okafor', initials: 'HO', role: 'Viewer' },
];

export default function CssVarsParent() {
  const [compact, setCompact] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch
          checked={compact}
          onChange={(event) => setCompact(event.target.checked)}
        />
        <FormLabel>Compact rows</FormLabel>
      </FormControl>
      <Sheet
        variant="outlined"
        sx={{
          borderRadius: 'md',
          // Read, not set, by Avatar, Chip and IconButton: the rows inherit them.
          ...(compact && {
            '--Avatar-size': '1.75rem',
            '--Chip-minHeight': '1.25rem',
            '--IconButton-size': '1.75rem',
          }),
        }}
      >
        {MEMBERS.map((member) => (
          <Stack
            key={member.name}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', px: 1.5, py: compact ? 0.5 : 1 }}
          >
            <Avatar>{member.initials}</Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography level="title-sm" noWrap>
                {member.name}
              </Typography>
            </Box>
            <Chip variant="soft">{member.role}</Chip>
            <IconButton aria-label={`More actions for ${member.name}`}>
              <MoreHoriz />
            </IconButton>
          </Stack>
        ))}
      </Sheet>
    </Stack>
  );
}
