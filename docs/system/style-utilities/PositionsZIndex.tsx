import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Controls, OptionGroup } from './playground';

const drawerKeys = ['mobileStepper', 'drawer', 'modal', 'tooltip'] as const;
type ZIndexKey = 'appBar' | 'snackbar' | (typeof drawerKeys)[number];

export default function PositionsZIndex() {
  const theme = useTheme();
  const [drawerKey, setDrawerKey] =
    React.useState<(typeof drawerKeys)[number]>('drawer');
  const layers: { name: string; zIndex: ZIndexKey }[] = [
    { name: 'App bar', zIndex: 'appBar' },
    { name: 'Drawer', zIndex: drawerKey },
    { name: 'Snackbar', zIndex: 'snackbar' },
  ];

  return (
    <div>
      <Controls>
        <OptionGroup
          label="zIndex of the drawer"
          options={drawerKeys}
          value={drawerKey}
          onChange={setDrawerKey}
        />
      </Controls>
      {/* isolation keeps these z-indexes from competing with the rest of the page */}
      <Box sx={{ position: 'relative', isolation: 'isolate', height: 210 }}>
        {layers.map((layer, index) => (
          <Box
            key={layer.name}
            sx={{
              position: 'absolute',
              top: index * 48,
              left: index * 28,
              zIndex: layer.zIndex,
              width: 340,
              maxWidth: `calc(100% - ${index * 28}px)`,
              height: 114,
              px: 2,
              py: 1.5,
              border: 1,
              borderColor: layer.name === 'Drawer' ? 'primary.main' : 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              boxShadow: 3,
              typography: 'body2',
            }}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              {layer.name}
            </Box>{' '}
            <Box
              component="span"
              sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}
            >
              zIndex: &apos;{layer.zIndex}&apos; = {theme.zIndex[layer.zIndex]}
            </Box>
          </Box>
        ))}
      </Box>
    </div>
  );
}
