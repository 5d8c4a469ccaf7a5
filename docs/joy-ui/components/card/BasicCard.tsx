import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';

export default function BasicCard() {
  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography level="title-lg">Team offsite in Lisbon</Typography>
        <Typography
          level="body-sm"
          startDecorator={<CalendarMonthRounded fontSize="small" />}
        >
          June 14 to 16
        </Typography>
        <Typography level="body-md">
          Two days of planning for the next quarter, one day by the sea. Flights are
          booked; reply by Friday for the hotel.
        </Typography>
      </CardContent>
      <Button sx={{ alignSelf: 'flex-start' }}>Reply</Button>
    </Card>
  );
}
