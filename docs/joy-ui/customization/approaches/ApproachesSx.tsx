import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function InvoiceContent() {
  return (
    <React.Fragment>
      <CardContent>
        <Typography level="body-xs">Invoice INV-2041</Typography>
        <Typography level="title-lg">$1,240.00</Typography>
        <Chip size="sm" color="warning" sx={{ mt: 1 }}>
          Due in 5 days
        </Chip>
      </CardContent>
      <CardActions>
        <Button size="sm">Pay now</Button>
      </CardActions>
    </React.Fragment>
  );
}

export default function ApproachesSx() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Card variant="outlined" sx={{ width: 260, maxWidth: '100%' }}>
        <InvoiceContent />
      </Card>
      <Card
        variant="outlined"
        sx={(theme) => ({
          width: 260,
          maxWidth: '100%',
          // Theme keys: radius.xl, shadow.sm, palette.primary.outlinedBorder
          borderRadius: 'xl',
          boxShadow: 'sm',
          borderColor: 'primary.outlinedBorder',
          // A value per breakpoint
          p: { xs: 2, sm: 2.5 },
          transition: 'box-shadow 0.2s',
          '&:hover': { boxShadow: 'lg' },
          // The callback gives the theme, for values the shorthands do not reach
          borderTop: `4px solid ${theme.vars.palette.primary[500]}`,
        })}
      >
        <InvoiceContent />
      </Card>
    </Stack>
  );
}
