import * as React from 'react';
import { Box } from '@mui/system';
import { Choice, Controls, SxCode, formatSx } from './choices';

const weights = [
  'fontWeightLight',
  'fontWeightRegular',
  'fontWeightMedium',
  'fontWeightBold',
] as const;
const sizes = ['0.875rem', '1rem', '1.25rem', '1.5rem'] as const;
const aligns = ['left', 'center', 'right', 'justify'] as const;
const spacings = [0, 0.5, 1, 2] as const;

export default function TypographyProperties() {
  const [fontWeight, setFontWeight] =
    React.useState<(typeof weights)[number]>('fontWeightMedium');
  const [fontSize, setFontSize] = React.useState<(typeof sizes)[number]>('1rem');
  const [textAlign, setTextAlign] = React.useState<(typeof aligns)[number]>('left');
  const [letterSpacing, setLetterSpacing] =
    React.useState<(typeof spacings)[number]>(0);
  const style = { fontWeight, fontSize, textAlign, letterSpacing };

  return (
    <div>
      <Controls>
        <Choice
          label="fontWeight"
          options={weights}
          value={fontWeight}
          onChange={setFontWeight}
        />
        <Choice
          label="fontSize"
          options={sizes}
          value={fontSize}
          onChange={setFontSize}
        />
        <Choice
          label="textAlign"
          options={aligns}
          value={textAlign}
          onChange={setTextAlign}
        />
        <Choice
          label="letterSpacing"
          options={spacings}
          value={letterSpacing}
          onChange={setLetterSpacing}
        />
      </Controls>
      <Box sx={{ ...style, maxWidth: 440, lineHeight: 1.5, color: 'text.primary' }}>
        Trail conditions for Saturday: the upper loop is dry, the river crossing is
        closed after last week&apos;s rain, and the summit car park opens at 7:00.
      </Box>
      <SxCode>{formatSx(style)}</SxCode>
    </div>
  );
}
