import * as React from 'react';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';

const INITIAL = ['React', 'TypeScript', 'GraphQL', 'Node.js', 'PostgreSQL'];

export default function ChipDeletable() {
  const [skills, setSkills] = React.useState(INITIAL);
  return (
    <Stack spacing={1.5}>
      <Typography level="title-sm">Skills</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {skills.map((skill) => (
          <Chip
            key={skill}
            variant="outlined"
            endDecorator={
              <ChipDelete
                aria-label={`Remove ${skill}`}
                onDelete={() =>
                  setSkills((current) => current.filter((item) => item !== skill))
                }
              />
            }
          >
            {skill}
          </Chip>
        ))}
      </Stack>
      {skills.length < INITIAL.length && (
        <div>
          <Button size="sm" variant="plain" onClick={() => setSkills(INITIAL)}>
            Restore all
          </Button>
        </div>
      )}
    </Stack>
  );
}
