import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const AMENITIES = ['Wi-Fi', 'Parking', 'Kitchen', 'Air conditioning', 'Pool'];

export default function CheckboxChips() {
  const id = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['Wi-Fi', 'Kitchen']);
  return (
    <div>
      <Typography id={id} level="title-sm" sx={{ mb: 1.5 }}>
        Amenities
      </Typography>
      <List
        role="group"
        aria-labelledby={id}
        orientation="horizontal"
        wrap
        sx={{ '--List-gap': '8px', '--ListItem-radius': '20px', maxWidth: 360 }}
      >
        {AMENITIES.map((amenity) => {
          const checked = selected.includes(amenity);
          return (
            <ListItem key={amenity}>
              <Checkbox
                disableIcon
                overlay
                label={amenity}
                checked={checked}
                variant={checked ? 'soft' : 'outlined'}
                color={checked ? 'primary' : 'neutral'}
                onChange={(event) =>
                  setSelected((current) =>
                    event.target.checked
                      ? [...current, amenity]
                      : current.filter((item) => item !== amenity),
                  )
                }
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
