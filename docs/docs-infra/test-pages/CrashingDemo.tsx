import * as React from 'react';
import Button from '@mui/material/Button';

function Fragile({ broken }: { broken: boolean }) {
  if (broken) {
    throw new Error('The demo was broken on purpose.');
  }
  return <p>Everything works until you press the button.</p>;
}

export default function CrashingDemo() {
  const [broken, setBroken] = React.useState(false);

  return (
    <div>
      <Fragile broken={broken} />
      <Button variant="outlined" color="error" onClick={() => setBroken(true)}>
        Break this demo
      </Button>
    </div>
  );
}
