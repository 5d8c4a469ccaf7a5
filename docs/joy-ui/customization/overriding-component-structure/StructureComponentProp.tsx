import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function StructureComponentProp() {
  const [subscribed, setSubscribed] = React.useState(false);
  return (
    <Card sx={{ maxWidth: 360 }}>
      {/* Looks like body-xs, is a <time>. */}
      <Typography level="body-xs" component="time" dateTime="2024-05-14">
        May 14, 2024
      </Typography>
      {/* Looks like title-lg, is a heading. */}
      <Typography level="title-lg" component="h3">
        Release 4.2
      </Typography>
      <Typography level="body-sm">
        Faster CSV exports, an audit log for admins and two fixes for shared folders.
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {/* Looks like a button, goes somewhere: an <a>. */}
        <Button component="a" href="#release-4-2">
          Read the notes
        </Button>
        {/* Looks like a link, acts on the page: a <button>. */}
        <Link
          component="button"
          level="body-sm"
          onClick={() => setSubscribed((value) => !value)}
        >
          {subscribed ? 'Stop release emails' : 'Email me new releases'}
        </Link>
      </Stack>
      <Typography level="body-xs" aria-live="polite">
        {subscribed ? 'You will get an email for each release.' : ''}
      </Typography>
    </Card>
  );
}
