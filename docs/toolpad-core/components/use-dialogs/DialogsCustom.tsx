import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DialogsProvider,
  useDialogs,
  type DialogProps,
} from '@toolpad/core/useDialogs';

interface Delivery {
  orderId: string;
  customer: string;
  slot: string;
}

const slots = [
  'Tue 14 Oct, 08:00–12:00',
  'Tue 14 Oct, 13:00–17:00',
  'Wed 15 Oct, 08:00–12:00',
  'Thu 16 Oct, 13:00–17:00',
];

// The payload is the delivery to change; the result is the new slot, or null.
function RescheduleDialog({
  open,
  payload,
  onClose,
}: DialogProps<Delivery, string | null>) {
  const [slot, setSlot] = React.useState(payload.slot);

  return (
    <Dialog fullWidth maxWidth="xs" open={open} onClose={() => onClose(null)}>
      <DialogTitle>Reschedule order {payload.orderId}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {payload.customer} will get a text message with the new time.
        </DialogContentText>
        <FormControl>
          <FormLabel id="reschedule-slot-label">Delivery window</FormLabel>
          <RadioGroup
            aria-labelledby="reschedule-slot-label"
            name="reschedule-slot"
            value={slot}
            onChange={(event) => setSlot(event.target.value)}
          >
            {slots.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={option}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>Cancel</Button>
        <Button
          variant="contained"
          disabled={slot === payload.slot}
          onClick={() => onClose(slot)}
        >
          Reschedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DeliveryCard() {
  const dialogs = useDialogs();
  const [delivery, setDelivery] = React.useState<Delivery>({
    orderId: '#10482',
    customer: 'Amara Okafor',
    slot: slots[0],
  });

  const handleReschedule = async () => {
    const newSlot = await dialogs.open(RescheduleDialog, delivery);
    if (newSlot !== null) {
      setDelivery((previous) => ({ ...previous, slot: newSlot }));
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Order {delivery.orderId} for {delivery.customer}
      </Typography>
      <Typography role="status">Delivery: {delivery.slot}</Typography>
      <Button variant="outlined" onClick={handleReschedule}>
        Reschedule delivery
      </Button>
    </Stack>
  );
}

export default function DialogsCustom() {
  return (
    <DialogsProvider>
      <DeliveryCard />
    </DialogsProvider>
  );
}
