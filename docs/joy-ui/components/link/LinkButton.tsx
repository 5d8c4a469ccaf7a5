import * as React from 'react';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkButton() {
  const [expanded, setExpanded] = React.useState(false);
  return (
    <Typography level="body-md" sx={{ maxWidth: 480 }}>
      Your plan renews on 1 July for $48.
      {expanded &&
        ' The amount includes three seats and 50 GB of storage. You can change seats at any time; the next invoice is prorated.'}{' '}
      <Link
        component="button"
        type="button"
        aria-expanded={expanded}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? 'Show less' : 'Show details'}
      </Link>
    </Typography>
  );
}
