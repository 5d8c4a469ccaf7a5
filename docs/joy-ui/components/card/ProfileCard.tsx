import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const STATS = [
  { label: 'Projects', value: 14 },
  { label: 'Reviews', value: 326 },
  { label: 'Team', value: 'Design' },
];

export default function ProfileCard() {
  return (
    <Card
      sx={{
        width: 300,
        maxWidth: '100%',
        textAlign: 'center',
        alignItems: 'center',
      }}
    >
      <Avatar size="lg" color="primary" variant="soft">
        AO
      </Avatar>
      <CardContent>
        <Typography level="title-lg">Amara Okafor</Typography>
        <Typography level="body-sm">Senior product designer, Lagos</Typography>
      </CardContent>
      <Divider inset="context" />
      <Stack
        component="dl"
        direction="row"
        sx={{ m: 0, width: '100%', justifyContent: 'space-around' }}
      >
        {STATS.map((stat) => (
          <div key={stat.label}>
            <Typography component="dt" level="body-xs">
              {stat.label}
            </Typography>
            <Typography component="dd" level="title-sm" sx={{ m: 0 }}>
              {stat.value}
            </Typography>
          </div>
        ))}
      </Stack>
      <CardActions sx={{ width: '100%' }} buttonFlex={1}>
        <Button variant="outlined" color="neutral">
          Message
        </Button>
        <Button>Follow</Button>
      </CardActions>
    </Card>
  );
}
