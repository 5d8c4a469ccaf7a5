import * as React from 'react';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import MapOutlined from '@mui/icons-material/MapOutlined';
import SatelliteAlt from '@mui/icons-material/SatelliteAlt';
import Terrain from '@mui/icons-material/Terrain';

export default function ToggleButtonGroupVertical() {
  const [layer, setLayer] = React.useState('map');
  return (
    <ToggleButtonGroup
      orientation="vertical"
      aria-label="Map layer"
      value={layer}
      onChange={(_event, newLayer) => {
        if (newLayer !== null) {
          setLayer(newLayer);
        }
      }}
      sx={{ width: 170, '& > button': { justifyContent: 'flex-start' } }}
    >
      <Button value="map" startDecorator={<MapOutlined />}>
        Map
      </Button>
      <Button value="satellite" startDecorator={<SatelliteAlt />}>
        Satellite
      </Button>
      <Button value="terrain" startDecorator={<Terrain />}>
        Terrain
      </Button>
    </ToggleButtonGroup>
  );
}
