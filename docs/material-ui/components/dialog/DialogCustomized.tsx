import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';

const WelcomeDialog = styled(Dialog)(({ theme }) => ({
  '& .MuiDialog-paper': {
    borderRadius: theme.shape.borderRadius * 2,
    borderTop: `4px solid ${theme.palette.primary.main}`,
    maxWidth: 420,
  },
  '& .MuiDialogContent-root': {
    padding: theme.spacing(2, 3),
  },
  '& .MuiDialogActions-root': {
    padding: theme.spacing(2, 3, 3),
  },
}));

export default function DialogCustomized() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show welcome
      </Button>
      <WelcomeDialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
      >
        <DialogTitle
          id={titleId}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 6 }}
        >
          <RocketLaunchOutlinedIcon color="primary" />
          Welcome to Northwind
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <Typography gutterBottom>
            Your workspace is ready. Start by importing a project or inviting the
            people you work with.
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            You can reopen this guide any time from the help menu.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Later</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Import a project
          </Button>
        </DialogActions>
      </WelcomeDialog>
    </div>
  );
}
