import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ModalClose from '@mui/joy/ModalClose';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import TuneRounded from '@mui/icons-material/TuneRounded';

const BRANDS = ['Northwind', 'Lumen', 'Atlas Audio'];

export default function FiltersDrawer() {
  const [open, setOpen] = React.useState(false);
  const [brands, setBrands] = React.useState<string[]>([]);
  const [rating, setRating] = React.useState('any');
  const [inStock, setInStock] = React.useState(true);
  const brandLabelId = React.useId();
  const ratingLabelId = React.useId();

  const clear = () => {
    setBrands([]);
    setRating('any');
    setInStock(false);
  };

  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<TuneRounded />}
        onClick={() => setOpen(true)}
      >
        Filters
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close filters" />
        <DialogTitle>Filter headphones</DialogTitle>
        <Divider />
        <DialogContent sx={{ gap: 3, p: 2 }}>
          <div role="group" aria-labelledby={brandLabelId}>
            <Typography id={brandLabelId} level="title-sm" sx={{ mb: 1 }}>
              Brand
            </Typography>
            <Stack spacing={1}>
              {BRANDS.map((brand) => (
                <Checkbox
                  key={brand}
                  label={brand}
                  checked={brands.includes(brand)}
                  onChange={(event) =>
                    setBrands((current) =>
                      event.target.checked
                        ? [...current, brand]
                        : current.filter((item) => item !== brand),
                    )
                  }
                />
              ))}
            </Stack>
          </div>
          <div>
            <Typography id={ratingLabelId} level="title-sm" sx={{ mb: 1 }}>
              Customer rating
            </Typography>
            <RadioGroup
              aria-labelledby={ratingLabelId}
              value={rating}
              onChange={(event) => setRating(event.target.value)}
            >
              <Radio value="any" label="Any rating" />
              <Radio value="4" label="4 stars and up" />
              <Radio value="3" label="3 stars and up" />
            </RadioGroup>
          </div>
          <FormControl
            orientation="horizontal"
            sx={{ justifyContent: 'space-between' }}
          >
            <FormLabel>In stock only</FormLabel>
            <Switch
              checked={inStock}
              onChange={(event) => setInStock(event.target.checked)}
            />
          </FormControl>
        </DialogContent>
        <Divider />
        <Stack
          direction="row"
          spacing={1}
          sx={{ p: 2, justifyContent: 'space-between' }}
        >
          <Button variant="plain" color="neutral" onClick={clear}>
            Clear all
          </Button>
          <Button onClick={() => setOpen(false)}>Show results</Button>
        </Stack>
      </Drawer>
    </React.Fragment>
  );
}
