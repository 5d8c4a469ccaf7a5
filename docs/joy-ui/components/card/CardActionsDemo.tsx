import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function CardActionsDemo() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography level="title-md">Invoice INV-2031 is overdue</Typography>
        <Typography level="body-sm">
          Northwind Traders owes $1,280.00, due 12 days ago.
        </Typography>
      </CardContent>
      <CardActions buttonFlex="1 0 120px" sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" color="neutral">
          Mark as paid
        </Button>
        <Button>Send reminder</Button>
      </CardActions>
    </Card>
  );
}
