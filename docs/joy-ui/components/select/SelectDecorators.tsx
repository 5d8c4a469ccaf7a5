import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Translate from '@mui/icons-material/Translate';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const STOCK: Record<string, number> = { shoes: 128, jackets: 42, bags: 7 };

export default function SelectDecorators() {
  const [category, setCategory] = React.useState<string | null>('shoes');
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Select
        aria-label="Interface language"
        defaultValue="en"
        startDecorator={<Translate />}
        indicator={<KeyboardArrowDown />}
        sx={{ minWidth: 180 }}
      >
        <Option value="en">English</Option>
        <Option value="de">Deutsch</Option>
        <Option value="ja">日本語</Option>
      </Select>
      <Select
        aria-label="Category"
        value={category}
        onChange={(_event, newValue) => setCategory(newValue)}
        startDecorator={<Inventory2Outlined />}
        endDecorator={
          category ? (
            <Chip size="sm" variant="soft" color="primary">
              {STOCK[category]} in stock
            </Chip>
          ) : null
        }
        sx={{ minWidth: 240 }}
      >
        <Option value="shoes">Shoes</Option>
        <Option value="jackets">Jackets</Option>
        <Option value="bags">Bags</Option>
      </Select>
    </Stack>
  );
}
