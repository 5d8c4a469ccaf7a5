import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sections = [
  [
    'Your account',
    'You are responsible for the activity on your account and for keeping your password private.',
  ],
  [
    'Payment',
    'Plans renew each month. You can cancel at any time and keep access until the end of the period you paid for.',
  ],
  [
    'Your content',
    'Files you upload stay yours. We store them only to run the service and delete them 30 days after you close your account.',
  ],
  [
    'Acceptable use',
    'Do not use the service to send spam, break the law or interfere with other people’s use of it.',
  ],
  [
    'Availability',
    'We aim for 99.9% uptime each month and announce planned maintenance at least 48 hours ahead.',
  ],
  [
    'Changes',
    'When these terms change, we email account owners 30 days before the new terms apply.',
  ],
];

export default function DialogScroll() {
  const [scroll, setScroll] = React.useState<DialogProps['scroll'] | null>(null);
  const titleId = React.useId();

  return (
    <div>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setScroll('paper')}>
          scroll=paper
        </Button>
        <Button variant="outlined" onClick={() => setScroll('body')}>
          scroll=body
        </Button>
      </Stack>
      <Dialog
        open={scroll !== null}
        onClose={() => setScroll(null)}
        scroll={scroll ?? 'paper'}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Terms of service</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {[...sections, ...sections].map(([heading, text], index) => (
            <React.Fragment key={index}>
              <Typography
                variant="subtitle2"
                component="h3"
                sx={{ mt: index ? 2 : 0 }}
              >
                {index + 1}. {heading}
              </Typography>
              <Typography variant="body2">{text}</Typography>
            </React.Fragment>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setScroll(null)}>Decline</Button>
          <Button onClick={() => setScroll(null)}>Accept</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
