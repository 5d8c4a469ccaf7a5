import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const ACTIVITY = [
  ['09:12', 'Priya Raman approved invoice INV-2031'],
  ['09:40', 'Jonas Weber uploaded contract_v3.pdf'],
  ['10:05', 'Amara Okafor invited lee.chen@example.com'],
  ['10:31', 'Backup of the Finance workspace finished'],
  ['11:02', 'Priya Raman changed the billing address'],
  ['11:47', 'Jonas Weber archived the Q2 board'],
  ['12:15', 'Payment of $240.00 to Acme Hosting sent'],
  ['13:20', 'Amara Okafor renamed the project to Brand refresh'],
  ['14:03', 'Lee Chen joined the workspace'],
  ['14:58', 'Storage reached 92 percent'],
];

export default function ScrollableSheet() {
  return (
    <Sheet
      variant="outlined"
      role="region"
      aria-label="Activity today"
      // Focusable so that keyboard users can scroll it with the arrow keys.
      tabIndex={0}
      sx={{ maxWidth: 380, maxHeight: 240, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List size="sm">
        {ACTIVITY.map(([time, text]) => (
          <ListItem key={time}>
            <Typography level="body-xs" sx={{ minWidth: 40 }}>
              {time}
            </Typography>
            <ListItemContent>{text}</ListItemContent>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
