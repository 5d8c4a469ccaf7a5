import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

const FILES: { name: string; color: ColorPaletteProp; icon: React.ReactNode }[] = [
  { name: 'invoice-0412.pdf', color: 'danger', icon: <PictureAsPdfOutlined /> },
  { name: 'logo.png', color: 'primary', icon: <ImageOutlined /> },
  { name: 'demo.mp4', color: 'warning', icon: <MovieOutlined /> },
  { name: 'interview.mp3', color: 'success', icon: <AudioFileOutlined /> },
  { name: 'assets.zip', color: 'neutral', icon: <FolderZipOutlined /> },
];

export default function AspectRatioVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {VARIANTS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {FILES.map((file) => (
          <Box key={file.name} sx={{ width: 96 }}>
            <AspectRatio
              ratio="1"
              variant={variant}
              color={file.color}
              sx={{ borderRadius: 'md', '--Icon-fontSize': '2rem' }}
            >
              <div>{file.icon}</div>
            </AspectRatio>
            <Typography level="body-xs" noWrap sx={{ mt: 0.5 }}>
              {file.name}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
