import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';

export default function HorizontalCard() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ maxWidth: 420 }}>
      <AspectRatio ratio="1" sx={{ width: 88, flexShrink: 0 }}>
        <Box
          role="img"
          aria-label="Podcast cover: headphones on an orange background"
          sx={{ background: 'linear-gradient(160deg, #f97316, #db2777)' }}
        >
          <HeadphonesRounded sx={{ fontSize: 40, color: '#fff' }} />
        </Box>
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">Shipping Small</Typography>
        <Typography level="body-sm">
          Episode 48: pricing a product nobody has heard of yet
        </Typography>
        <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
          42 min
        </Chip>
      </CardContent>
    </Card>
  );
}
