import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function CardOverflowIllustration() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <svg
            viewBox="0 0 200 100"
            preserveAspectRatio="xMidYMid slice"
            role="img"
            aria-label="Mountains at sunrise"
          >
            <rect width="200" height="100" fill="#fde68a" />
            <circle cx="150" cy="38" r="16" fill="#f97316" />
            <path d="M0 100 L55 35 L95 80 L130 50 L200 100 Z" fill="#0f766e" />
            <path d="M0 100 L40 70 L80 100 Z" fill="#115e59" />
            <path d="M55 35 L66 48 L48 44 Z" fill="#f0fdfa" />
          </svg>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Dolomites hut-to-hut trek</Typography>
        <Typography level="body-sm">6 days, 78 km, 5,200 m of climbing</Typography>
      </CardContent>
      <CardOverflow variant="soft">
        <Divider inset="context" />
        <CardContent orientation="horizontal" sx={{ py: 1.5 }}>
          <Typography level="body-xs" sx={{ fontWeight: 'md' }}>
            From €890
          </Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs" sx={{ fontWeight: 'md' }}>
            Departs July 6
          </Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
