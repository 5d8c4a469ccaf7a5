import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function InvertedColorsCard() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 340 }}>
      <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
        Team plan
      </Chip>
      <CardContent>
        <Typography level="title-lg">Storage almost full</Typography>
        <Typography level="body-sm">Your team has used 92 GB of 100 GB.</Typography>
      </CardContent>
      <LinearProgress determinate value={92} aria-label="Storage used: 92 percent" />
      <CardActions>
        <Button variant="solid">Upgrade</Button>
        <Button variant="plain">Clean up files</Button>
      </CardActions>
    </Card>
  );
}
