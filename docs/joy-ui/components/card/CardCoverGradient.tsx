import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Typography from '@mui/joy/Typography';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';

export default function CardCoverGradient() {
  return (
    <Card sx={{ minHeight: 240, maxWidth: 320 }}>
      <CardCover>
        <svg
          viewBox="0 0 160 120"
          preserveAspectRatio="xMidYMid slice"
          role="img"
          aria-label="Harbor at dusk with boats on the water"
        >
          <rect width="160" height="120" fill="#4338ca" />
          <rect y="60" width="160" height="60" fill="#1e3a8a" />
          <circle cx="120" cy="40" r="14" fill="#fbbf24" />
          <path d="M20 72 h34 l-6 8 h-22 Z" fill="#f8fafc" />
          <path d="M36 50 v22 h-12 Z" fill="#f8fafc" />
          <path d="M90 80 h28 l-5 7 h-18 Z" fill="#e2e8f0" />
        </svg>
      </CardCover>
      {/* A dark gradient behind the text keeps it readable on any image. */}
      <CardCover
        sx={{
          background:
            'linear-gradient(to top, rgba(0 0 0 / 0.8), rgba(0 0 0 / 0) 60%)',
        }}
      />
      <CardContent sx={{ justifyContent: 'flex-end' }}>
        <Typography level="title-lg" textColor="#fff">
          Porto harbor walk
        </Typography>
        <Typography startDecorator={<LocationOnRounded />} textColor="neutral.300">
          Ribeira, Porto, Portugal
        </Typography>
      </CardContent>
    </Card>
  );
}
