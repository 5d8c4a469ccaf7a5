import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArticleRounded from '@mui/icons-material/ArticleRounded';

const GUIDES = [
  {
    title: 'Installation',
    href: '/joy-ui/getting-started/installation/',
    text: 'Add Joy UI and its peer packages to a project.',
  },
  {
    title: 'Global variants',
    href: '/joy-ui/main-features/global-variants/',
    text: 'How plain, outlined, soft and solid apply everywhere.',
  },
];

export default function InteractiveCard() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {GUIDES.map((guide) => (
        <Card
          key={guide.href}
          variant="outlined"
          orientation="horizontal"
          sx={{
            width: 300,
            maxWidth: '100%',
            '&:hover': {
              boxShadow: 'md',
              borderColor: 'neutral.outlinedHoverBorder',
            },
          }}
        >
          <ArticleRounded color="primary" />
          <CardContent>
            <Typography level="title-md">
              <Link overlay underline="none" href={guide.href}>
                {guide.title}
              </Link>
            </Typography>
            <Typography level="body-sm">{guide.text}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
