import * as React from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipControlled() {
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);

  return (
    <Tooltip
      describeChild
      title={copied ? 'Copied!' : 'Copy invite link'}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setCopied(false);
      }}
    >
      <Button
        variant="outlined"
        onClick={() => {
          setCopied(true);
          setOpen(true);
        }}
      >
        northwind.app/join/8f2k
      </Button>
    </Tooltip>
  );
}
