import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

interface MemberAvatarProps extends ButtonBaseProps {
  initials: string;
  selected?: boolean;
}

// Forwards its ref and spreads the other props on the root, so a Tooltip around it
// can attach its listeners, its aria-label and its anchor.
const MemberAvatar = React.forwardRef<HTMLButtonElement, MemberAvatarProps>(
  function MemberAvatar({ initials, selected = false, ...other }, ref) {
    return (
      <ButtonBase
        ref={ref}
        aria-pressed={selected}
        sx={{
          borderRadius: '50%',
          '&.Mui-focusVisible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
        {...other}
      >
        <Avatar
          component="span"
          sx={{
            bgcolor: selected ? 'primary.main' : 'grey.700',
            color: selected ? 'primary.contrastText' : 'common.white',
          }}
        >
          {initials}
        </Avatar>
      </ButtonBase>
    );
  },
);

const team = [
  { id: 'ms', name: 'Mariana Silva', role: 'Product designer', initials: 'MS' },
  { id: 'tk', name: 'Tomasz Kowalski', role: 'Frontend engineer', initials: 'TK' },
  { id: 'an', name: 'Aisha Nwosu', role: 'Engineering manager', initials: 'AN' },
  { id: 'hl', name: 'Hugo Laurent', role: 'Support lead', initials: 'HL' },
];

export default function CompositionTooltipCustom() {
  const [assigneeId, setAssigneeId] = React.useState('tk');
  const assignee = team.find((member) => member.id === assigneeId);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5}>
        {team.map((member) => (
          <Tooltip key={member.id} title={`${member.name}, ${member.role}`} arrow>
            <MemberAvatar
              initials={member.initials}
              selected={member.id === assigneeId}
              onClick={() => setAssigneeId(member.id)}
            />
          </Tooltip>
        ))}
      </Stack>
      <Typography variant="body2" role="status">
        Assigned to {assignee?.name}
      </Typography>
    </Stack>
  );
}
