import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const SHADOWS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function SheetShadows() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      {SHADOWS.map((shadow) => (
        <Sheet
          key={shadow}
          sx={{
            width: 96,
            height: 72,
            borderRadius: 'md',
            boxShadow: shadow,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography level="body-sm">{shadow}</Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
