import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const COLORS: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function VariantColorMatrix() {
  return (
    <Table
      size="sm"
      borderAxis="none"
      aria-label="Each global variant in each theme color"
      sx={{
        maxWidth: 480,
        tableLayout: 'auto',
        '--TableCell-paddingX': '4px',
        '& thead th': { textAlign: 'center' },
      }}
    >
      <thead>
        <tr>
          <th scope="col">Color</th>
          {VARIANTS.map((variant) => (
            <th key={variant} scope="col">
              {variant}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {COLORS.map((color) => (
          <tr key={color}>
            <th scope="row">{color}</th>
            {VARIANTS.map((variant) => (
              <td key={variant}>
                <Sheet
                  variant={variant}
                  color={color}
                  sx={{
                    borderRadius: 'sm',
                    py: 0.75,
                    textAlign: 'center',
                    fontWeight: 'lg',
                  }}
                >
                  Aa
                </Sheet>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
