import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import MailOutline from '@mui/icons-material/MailOutline';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';

export default function BadgeMax() {
  const [count, setCount] = React.useState(0);
  const [showZero, setShowZero] = React.useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={4}>
        <Badge badgeContent={count} showZero={showZero}>
          <IconButton variant="soft" aria-label="Inbox">
            <MailOutline />
          </IconButton>
        </Badge>
        <Badge badgeContent={count} max={9} showZero={showZero}>
          <IconButton variant="soft" aria-label="Chat">
            <ChatBubbleOutline />
          </IconButton>
        </Badge>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          onClick={() => setCount((value) => Math.max(0, value - 1))}
        >
          Read one
        </Button>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          onClick={() => setCount((value) => value + 1)}
        >
          Receive one
        </Button>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          onClick={() => setCount((value) => value + 50)}
        >
          Receive 50
        </Button>
        <Button size="sm" variant="plain" onClick={() => setCount(0)}>
          Mark all read
        </Button>
      </Stack>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch
            checked={showZero}
            onChange={(event) => setShowZero(event.target.checked)}
          />
        }
      >
        showZero
      </Typography>
    </Stack>
  );
}
