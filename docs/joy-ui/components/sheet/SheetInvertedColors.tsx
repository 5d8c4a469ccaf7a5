import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SheetInvertedColors() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ maxWidth: 420, p: 2.5, borderRadius: 'md' }}
    >
      <Chip size="sm" variant="soft">
        New
      </Chip>
      <Typography level="title-lg" sx={{ mt: 1 }}>
        Shared inboxes are here
      </Typography>
      <Typography level="body-sm" sx={{ mb: 2 }}>
        Answer support email as a team, with assignments and internal notes.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="solid">Try it</Button>
        <Button variant="plain">Remind me later</Button>
      </Stack>
    </Sheet>
  );
}
